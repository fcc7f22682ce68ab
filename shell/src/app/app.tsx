import { startTransition, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $initialStateStatus, Loader, RouterProvider } from '@shop/shared';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>['router'];

/**
 * Nothing but a loader until the first initial-state load has finished (storefront §1), then the site. A page the
 * server rendered came with its state (adopted before the first render): the site at once, as the server's markup has it.
 */
export function App({ router }: { router: AppRouter }) {
  const status = useStore($initialStateStatus);
  const [showSite, setShowSite] = useState(() => $initialStateStatus.get() === 'ready');
  // The first render of the whole site is a transition, so React renders it in slices and never blocks input long.
  useEffect(() => {
    if (status === 'ready') startTransition(() => setShowSite(true));
  }, [status]);
  if (!showSite) return <Loader variant="page" label="Loading the shop…" />;
  return <RouterProvider router={router} />;
}
