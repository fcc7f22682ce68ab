/** @jest-environment node */
import { setApiOrigin } from '@shop/shared';
import { json, quietErrors, routeFetch } from '@shop/shared/testing';
import { productFixture } from '../../../test/fixtures';
import { catalogQuery } from './catalog-filter';
import { loadCatalogFirstPage } from './use-catalog';

// On the shell's server (no window): the loader waits for the answer, so the page is rendered with its products.
setApiOrigin('http://api.internal');
afterEach(() => jest.restoreAllMocks());

const answer = { data: [productFixture({ id: 1 })], total: 1, pagination: { page: 1, perPage: 12, pages: 1 } };

it('answers the page’s first products with the query they are for', async () => {
  const { to } = routeFetch((url) => (url.pathname === '/api/catalog' ? json(answer) : undefined));
  // A category page's URL has no filter until the page writes its category in: the query has it already.
  const first = await loadCatalogFirstPage(new URL('http://shop/catalog/wedding'), 4);
  expect(first).toEqual({ key: JSON.stringify(catalogQuery({ categories: [4] }, 1)), response: answer });
  const request = new URL(to('/api/catalog')[0]!.url);
  expect(request.origin).toBe('http://api.internal');
  expect(request.searchParams.get('_filter')).toBe('{"categories":{"operator":"in","value":[4]}}');
});

it('gives null for a filter that is not JSON, and for a failed request (the page then asks itself)', async () => {
  quietErrors();
  const { to } = routeFetch((url) => (url.pathname === '/api/catalog' ? json({ message: 'down' }, { status: 503 }) : undefined));
  expect(await loadCatalogFirstPage(new URL('http://shop/catalog?filter=%7Bnope'))).toBeNull();
  expect(to('/api/catalog')).toHaveLength(0);
  expect(await loadCatalogFirstPage(new URL('http://shop/catalog'))).toBeNull();
  expect(to('/api/catalog')).toHaveLength(1);
});
