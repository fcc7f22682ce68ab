import type { LoaderFunctionArgs } from '@shop/shared';
import { CatalogFilterProvider, CatalogView } from '../features/catalogue';
import { loadCatalogFirstPage } from '../features/catalogue/hooks/use-catalog';

/** The page's catalogue request, before the page renders (the page takes it over; see loadCatalogFirstPage). */
export function loader({ request }: LoaderFunctionArgs) {
  return loadCatalogFirstPage(new URL(request.url));
}

/** /catalog: every product, filtered by the `filter` query parameter. */
export function Component() {
  return (
    <CatalogFilterProvider>
      <CatalogView title="Catalog" />
    </CatalogFilterProvider>
  );
}
