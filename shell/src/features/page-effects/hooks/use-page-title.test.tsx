import { act, render, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, type UIMatch } from 'react-router-dom';
import type { RouteHandle } from '@shop/shared';
import { pageTitleFor, usePageTitle } from './use-page-title';

const match = (handle: RouteHandle | undefined, data?: unknown): UIMatch =>
  ({ id: String(Math.random()), pathname: '/', params: {}, data, loaderData: data, handle }) as UIMatch;

describe('pageTitleFor', () => {
  it('is the shop name when no route has a title', () => {
    expect(pageTitleFor([])).toBe('Story Shop');
    expect(pageTitleFor([match(undefined), match({ crumb: 'Catalog' })])).toBe('Story Shop');
  });

  it('takes the title of the deepest route that has one', () => {
    expect(pageTitleFor([match({ title: 'Catalog' }), match({ title: 'Weddings' }), match({ crumb: 'x' })])).toBe(
      'Weddings — Story Shop',
    );
  });

  it('computes a title from the match', () => {
    expect(pageTitleFor([match({ title: 'Pages' }), match({ title: (m) => (m.data as { title: string }).title }, { title: 'Terms of Service' })])).toBe(
      'Terms of Service — Story Shop',
    );
  });

  it('skips a computed title that gives nothing', () => {
    expect(pageTitleFor([match({ title: 'Catalog' }), match({ title: () => undefined })])).toBe('Catalog — Story Shop');
  });
});

describe('usePageTitle', () => {
  it('sets the document title and follows navigation', async () => {
    function Layout() {
      usePageTitle();
      return <Outlet />;
    }
    const router = createMemoryRouter(
      [{ element: <Layout />, children: [{ index: true, element: null }, { path: 'faq', element: null, handle: { title: 'FAQ' } }] }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe('Story Shop'));
    await act(() => router.navigate('/faq'));
    await waitFor(() => expect(document.title).toBe('FAQ — Story Shop'));
  });
});
