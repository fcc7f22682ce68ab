// The one table of the shop's apps: each front end's federation name, folder and local port (each its own origin), and
// the API's port. `npm start`, `npm run dev`, the Rspack configs, the shell's default remotes map, the e2e tests and the
// benches read it; deployment files (docker-compose.yml, deploy/k8s) stay literal and deploy/manifests.test.ts checks them.
import type { RemoteName, RemotesMap } from '../src/contracts/remote-routes';

export type FrontEndName = 'shell' | RemoteName;

export interface FrontEnd {
  name: FrontEndName;
  /** Its folder at the repository's root. */
  folder: string;
  /** Its dev server's and `npm start`'s port. */
  port: number;
  /**
   * The module the shell's server renders pages with (the shell's render entry, a remote's `./routes`); production
   * builds then also make `dist/server/<name>.cjs` (0017). A remote with one is pinned by digest in every remotes map
   * that should render it on the server (0028).
   */
  serverEntry?: string;
}

export const FRONT_ENDS: readonly FrontEnd[] = [
  { name: 'shell', folder: 'shell', port: 3000, serverEntry: './src/server/render.tsx' },
  { name: 'mf_catalog', folder: 'mf-catalog', port: 3001, serverEntry: './src/routes.tsx' },
  { name: 'mf_cart_checkout', folder: 'mf-cart-checkout', port: 3002 },
  { name: 'mf_account', folder: 'mf-account', port: 3003 },
  { name: 'mf_uploader', folder: 'mf-uploader', port: 3004 },
];

export const API_PORT = 4000;

export function frontEnd(name: FrontEndName): FrontEnd {
  const app = FRONT_ENDS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`No front end named ${name}`);
  return app;
}

export const SHELL_APP = frontEnd('shell');
export const REMOTE_APPS = FRONT_ENDS.filter((app): app is FrontEnd & { name: RemoteName } => app.name !== 'shell');

/** http://localhost:<port>: where a browser on this machine reaches an app. */
export const localOrigin = (port: number, host = 'localhost') => `http://${host}:${port}`;

/** The shop as a browser on this machine opens it (the shell). */
export const LOCAL_SHOP_URL = localOrigin(SHELL_APP.port);
/** The API as the local servers reach it (IPv4 loopback: the API listens there whatever localhost resolves to). */
export const LOCAL_API_URL = localOrigin(API_PORT, '127.0.0.1');

/** The remotes map of the local remotes (`npm start`, `npm run dev`): each remote's manifest on its own port. */
export function localRemotesMap(host = 'localhost'): RemotesMap {
  return Object.fromEntries(
    REMOTE_APPS.map((remote) => [remote.name, `${localOrigin(remote.port, host)}/mf-manifest.json`]),
  ) as RemotesMap;
}
