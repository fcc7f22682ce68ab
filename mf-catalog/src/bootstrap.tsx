// Standalone page for the team's own work (`npm run dev` in this folder): the remote's routes in a bare frame.
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

createRoot(document.getElementById('root')!).render(<RouterProvider router={createBrowserRouter(routes)} />);
