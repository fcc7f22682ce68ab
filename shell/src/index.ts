import { remoteForPath } from '@shop/shared/remote-areas';
import { preloadRemoteRoutes, readRemotesMap, registerRemotesMap } from './federation/remotes';
import { nextTask } from './next-task';
import { preloadVisitorInitialState } from './preload-initial-state';
import { isServerRendered } from './server-render-data';

// A page rendered on the server carries its state.
if (!isServerRendered()) preloadVisitorInitialState();

// Start-up in separate tasks, so no single one blocks the page for long: the federation runtime (this chunk), then
// @shop/shared (the router, the API client, the stores), then the shell's router, then React DOM and the app.
// The async boundary lets Module Federation negotiate the shared singletons before any of them runs.
void (async () => {
  registerRemotesMap(await readRemotesMap());
  // The page's remote first: its files then download while this page's big modules are evaluated below.
  const remote = remoteForPath(window.location.pathname);
  if (remote) await preloadRemoteRoutes(remote);
  await nextTask();
  await import('@shop/shared');
  await nextTask();
  await import('./bootstrap');
})();
