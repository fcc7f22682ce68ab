import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setPathPrefetcher, setRemoteModuleLoader } from '@shop/shared';
import { loadRemoteModule, loadRemoteRoutes, readRemotesMap, registerRemotesMap } from './federation/remotes';
import { App } from './app/app';
import { createAppRouter } from './app/router';

const map = await readRemotesMap();
registerRemotesMap(map);

const { router, prefetchPath } = createAppRouter(loadRemoteRoutes);
setPathPrefetcher(prefetchPath);
setRemoteModuleLoader(loadRemoteModule);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
