import type { LoaderFunctionArgs } from '@shop/shared';
import { CatalogFilterProvider, CatalogView, catalogQueryForUrl } from '../features/catalogue';
import { requestCatalogAhead } from '../features/catalogue/hooks/use-catalog';

/** Starts the page's catalogue request before the page renders; the page takes it (nothing is waited for here). */
export function loader({ request }: LoaderFunctionArgs): null {
  const query = catalogQueryForUrl(new URL(request.url));
  if (query) requestCatalogAhead(query);
  return null;
}

/** /catalog: every product, filtered by the `filter` query parameter. */
export function Component() {
  return (
    <CatalogFilterProvider>
      <CatalogView title="Catalog" />
    </CatalogFilterProvider>
  );
}
