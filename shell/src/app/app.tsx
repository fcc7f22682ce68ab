import { useStore } from '@nanostores/react';
import { RouterProvider } from 'react-router-dom';
import { $initialStateStatus, Loader } from '@shop/shared';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>['router'];

/** Nothing but a loader until the first initial-state load has finished (storefront §1), then the site. */
export function App({ router }: { router: AppRouter }) {
  const status = useStore($initialStateStatus);
  if (status !== 'ready') return <Loader variant="page" label="Loading the shop…" />;
  return <RouterProvider router={router} />;
}
