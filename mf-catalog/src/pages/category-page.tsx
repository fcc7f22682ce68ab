import { useStore } from '@nanostores/react';
import { $categories, data, useParams, type LoaderFunctionArgs } from '@shop/shared';
import { CatalogFilterProvider, CatalogView } from '../features/catalogue';
import { loadCatalogFirstPage } from '../features/catalogue/hooks/use-catalog';
import { PageMessage } from './page-message';

const categoryBySlug = (slug: string | undefined) => $categories.get().find((category) => category.slug === slug);

/**
 * The category's catalogue request, before the page renders (the page takes it over; see loadCatalogFirstPage). An
 * unknown category renders "Category not found" with status 404 (the server's answer; the browser ignores it).
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const category = categoryBySlug(params.slug);
  return category ? loadCatalogFirstPage(new URL(request.url), category.id) : data(null, { status: 404 });
}

export const CATEGORY_NOT_FOUND = 'Category not found';
export const SLUG_NOT_PROVIDED = 'Slug not provided';

/** /catalog/{slug}: the catalogue with the category filter forced to the category from the preloaded list. */
export function Component() {
  const { slug } = useParams();
  const categories = useStore($categories);
  if (!slug) return <PageMessage title={SLUG_NOT_PROVIDED} />;
  const category = categories.find((candidate) => candidate.slug === slug);
  if (!category) return <PageMessage title={CATEGORY_NOT_FOUND} />;
  return (
    <CatalogFilterProvider key={category.id} forcedCategoryId={category.id}>
      <CatalogView title={category.name} intro={category.description ? <p>{category.description}</p> : undefined} />
    </CatalogFilterProvider>
  );
}
