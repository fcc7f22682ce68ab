import { data, type LoaderFunctionArgs } from '@shop/shared';
import { getPage, isApiError, type ContentPage } from '@shop/shared';

const notFound = () => data('Page not found', { status: 404, statusText: 'Not Found' });

/** Loader of /pages/:slug; an unknown page (or no slug) is a 404. */
export async function loadPage({ params }: LoaderFunctionArgs): Promise<ContentPage> {
  if (!params.slug) throw notFound();
  try {
    return await getPage(params.slug);
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}
