// Standalone page for the team's own work (`npm run dev` in this folder): the remote's routes with the shared stores.
import { renderStandalone } from '@shop/shared';
import { routes } from './routes';

renderStandalone(routes);
