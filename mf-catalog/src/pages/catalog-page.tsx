import { CatalogFilterProvider, CatalogView } from '../features/catalogue';

/** /catalog: every product, filtered by the `filter` query parameter. */
export function Component() {
  return (
    <CatalogFilterProvider>
      <CatalogView title="Catalog" />
    </CatalogFilterProvider>
  );
}
