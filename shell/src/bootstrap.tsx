import { createRoot } from 'react-dom/client';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { remoteForPath } from '@shop/shared';
import { loadRemoteRoutes, readRemotesMap, registerRemotesMap } from './federation/remotes';

const map = await readRemotesMap();
registerRemotesMap(map);

const router = createBrowserRouter(
  [
    {
      id: 'root',
      element: <main>shell <Outlet /></main>,
      children: [{ path: '*', element: <p>404</p> }],
    },
  ],
  {
    async patchRoutesOnNavigation({ path, patch }) {
      const remote = remoteForPath(path);
      if (!remote) return;
      patch('root', await loadRemoteRoutes(remote));
    },
  },
);

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
