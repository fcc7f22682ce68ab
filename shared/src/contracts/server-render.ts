import type { InitialState } from './content';
import type { RemoteName } from './remote-routes';

// The contract between the shell's server (shell/server/page-renderer.ts) and the shell's server build
// (shell/src/server/render.tsx, built into dist/server/render.cjs). Routes and loader data are opaque to the server.

export interface ServerRenderInput {
  /** The page's URL as the browser asked for it. */
  url: string;
  /** GET /api/initiate for a visitor. */
  initialState: InitialState;
  /** The routes of the remote that owns the page (from its server build). */
  remote?: { name: RemoteName; routes: unknown[] };
  /** The page's CSP nonce, for React's own inline scripts (they reveal a lazy part once it has rendered). */
  nonce: string;
}

export type ServerRenderResult =
  | { kind: 'page'; status: number; title: string; html: string; hydrationData: unknown }
  | { kind: 'redirect'; status: number; location: string }
  /**
   * Not rendered there (a route error): the browser renders the page as it would without a server. `status` is the
   * route's own 4xx (an unknown product or content page, whose 404 page the browser shows), else 200.
   */
  | { kind: 'client'; status: number };

/** What dist/server/render.cjs exports. */
export interface ServerRenderModule {
  render(input: ServerRenderInput): Promise<ServerRenderResult>;
  setApiOrigin(origin: string): void;
  /** What a remote's server build may require: the objects the shell renders with (one React, the same stores). */
  sharedModules: Readonly<Record<string, unknown>>;
}

/** The id of the inert JSON script in which the page's HTML carries ServerRenderData. */
export const SERVER_RENDER_DATA_ID = 'server-render';

/** What the page's HTML carries for the browser to take over the server's markup. */
export interface ServerRenderData {
  initialState: InitialState;
  hydrationData: unknown;
  remote?: RemoteName;
}
