import { StrictMode, startTransition } from 'react';
import {
  $hasPersonalState,
  adoptInitialState,
  keepPersonalStateCookie,
  matchRoutes,
  setPathPrefetcher,
  setRemoteModuleLoader,
  type RouteObject,
} from '@shop/shared';
import { loadRemoteModule, loadRemoteRoutes } from './federation/remotes';
import { App } from './app/app';
import { areaRoute } from './app/remote-areas';
import { createAppRouter, type ServerRenderedStart } from './app/router';
import { nextTask } from './next-task';
import { readServerRenderData } from './server-render-data';

keepPersonalStateCookie();

/**
 * A page the shell's server rendered: its state and its remote's routes, so the first render matches the server's
 * markup. Without the remote's routes (it failed to load here) the page is rendered afresh, with that area's panel.
 */
async function serverRenderedStart(): Promise<ServerRenderedStart | undefined> {
  const data = readServerRenderData();
  // A visitor's page sent to a browser with state of its own (its cookie was cleared) is drawn again with that state.
  if (!data || $hasPersonalState.get()) return undefined;
  adoptInitialState(data.initialState);
  const hydrationData = data.hydrationData as ServerRenderedStart['hydrationData'];
  if (!data.remote) return { hydrationData, areas: [] };
  const remote = data.remote;
  const routes = await loadRemoteRoutes(remote).catch(() => undefined);
  if (!routes) return undefined;
  const areas = [areaRoute(remote, routes)];
  await resolveLazyRoutes(areas);
  return { hydrationData, areas };
}

/**
 * Loads the code of the page's lazy routes into their route objects (the area's own copies) before the router exists.
 * The area is pathless under pathless layouts, so its routes match the URL on their own.
 * The router runs the loader of a route that is still lazy when hydrating, which in the browser would replace the
 * server's data (a catalogue page's loader only starts a request there); a loaded route keeps it.
 */
async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

// The router first: creating it starts the page's own code and data (a remote's page chunk, a loader's request).
const start = await serverRenderedStart();
const { router, prefetchPath } = createAppRouter(loadRemoteRoutes, start);
setPathPrefetcher(prefetchPath);
setRemoteModuleLoader(loadRemoteModule);

// Then React DOM, in a task of its own, and the first render.
await nextTask();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
const { createRoot, hydrateRoot } = await import('react-dom/client');
// A transition: React hydrates the server's page in slices instead of one long task.
if (start) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
