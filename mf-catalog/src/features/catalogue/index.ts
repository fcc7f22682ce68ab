export { CatalogView } from './components/catalog-view';
export { CatalogFilterProvider, useCatalogFilter, type CatalogFilterState } from './hooks/use-catalog-filter';
export * from './hooks/catalog-filter';
