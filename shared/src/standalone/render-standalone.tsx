import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, type RouteObject } from '../router';
import { useStore } from '@nanostores/react';
import { $initialStateStatus } from '../stores';
import { Loader } from '../ui';

function Standalone({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  // Watching the status starts the same initial-state sync the shell runs, so the shared stores are filled.
  const status = useStore($initialStateStatus);
  return status === 'loading' ? <Loader /> : <RouterProvider router={router} />;
}

/** A remote's own page in dev: its routes with the shared stores and tokens, without the shell's frame. */
export function renderStandalone(routes: RouteObject[]): void {
  const router = createBrowserRouter([{ path: '/', children: routes }]);
  createRoot(document.getElementById('root')!).render(<Standalone router={router} />);
}
