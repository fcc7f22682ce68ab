import { StrictMode } from 'react';
import { setPathPrefetcher, setRemoteModuleLoader } from '@shop/shared';
import { loadRemoteModule, loadRemoteRoutes } from './federation/remotes';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { nextTask } from './next-task';

// The router first: creating it starts the page's own code and data (a remote's page chunk, a loader's request).
const { router, prefetchPath } = createAppRouter(loadRemoteRoutes);
setPathPrefetcher(prefetchPath);
setRemoteModuleLoader(loadRemoteModule);

// Then React DOM, in a task of its own, and the first render.
await nextTask();
const { createRoot } = await import('react-dom/client');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
