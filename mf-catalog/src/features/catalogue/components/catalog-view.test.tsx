import { join } from 'node:path';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $initialState, type CatalogResponse, type Product } from '@shop/shared';
import { catalogueState, productFixture, quietErrors } from '../../../test/fixtures';
import { applyModuleCss } from '../../../test/module-css';
import { currentLocation, renderRoutes } from '../../../test/render-routes';
import { json, routeFetch } from '@shop/shared/testing';
import { Component as CatalogPage, loader as catalogLoader } from '../../../pages/catalog-page';
import { Component as CategoryPage } from '../../../pages/category-page';
import { useCatalogFilter } from '../hooks/use-catalog-filter';
import { catalogQuery } from '../hooks/catalog-filter';

const page = (data: Product[], pages = 1, current = 1): CatalogResponse => ({
  data,
  total: data.length * pages,
  pagination: { page: current, perPage: 12, pages },
});
const products = [productFixture({ id: 1, name: 'Golden Hour Vows' }), productFixture({ id: 2, name: 'First Dance' })];

function serveCatalog(answer: (url: URL) => Response = () => json(page(products))) {
  return routeFetch((url) => (url.pathname === '/api/catalog' ? answer(url) : undefined));
}

const routes = [
  { path: 'catalog', element: <CatalogPage /> },
  { path: 'catalog/:slug', element: <CategoryPage /> },
];
const filterInUrl = () => new URL(currentLocation(), 'http://localhost').searchParams.get('filter');
const pageInUrl = () => new URL(currentLocation(), 'http://localhost').searchParams.get('page');

beforeEach(() => $initialState.set(catalogueState()));

describe('a catalogue page the server rendered', () => {
  it('shows the answer its loader had and asks the API only when the query changes', async () => {
    const { to } = serveCatalog(() => json(page([productFixture({ id: 3, name: 'Sorted First' })])));
    const served = { key: JSON.stringify(catalogQuery({}, 1)), response: page(products) };
    const user = userEvent.setup();
    renderRoutes([{ path: 'catalog', loader: () => served, element: <CatalogPage /> }], '/catalog');
    expect(await screen.findByRole('heading', { name: 'Golden Hour Vows' })).toBeInTheDocument();
    expect(to('/api/catalog')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
    expect(await screen.findByRole('heading', { name: 'Sorted First' })).toBeInTheDocument();
    expect(to('/api/catalog')).toHaveLength(1);
  });
});

describe('the catalogue filter state', () => {
  it('reads the filter from the query and asks the API for it', async () => {
    const { to } = serveCatalog();
    renderRoutes(routes, `/catalog?filter=${encodeURIComponent('{"keyword":"vows","price":[10,50]}')}`);
    expect(await screen.findByRole('heading', { name: 'Golden Hour Vows' })).toBeInTheDocument();
    const url = new URL(to('/api/catalog')[0]!.url);
    expect(url.searchParams.get('q')).toBe('vows');
    expect(url.searchParams.get('_filter')).toBe('{"price":{"operator":"between","value":[10,50]}}');
  });

  it('writes changes back with keys sorted, replacing the history entry, and goes back to page 1', async () => {
    serveCatalog();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `/catalog?page=3&filter=${encodeURIComponent('{"keyword":"vows"}')}`);
    await screen.findByRole('heading', { name: 'Golden Hour Vows' });
    const entries = window.history.length;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
    await waitFor(() => expect(filterInUrl()).toBe('{"keyword":"vows","sorting":"price-asc"}'));
    expect(pageInUrl()).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.history.length).toBe(entries);
  });

  it('ignores a filter that is not JSON, logs it and cleans the URL', async () => {
    const error = quietErrors();
    const { to } = serveCatalog();
    renderRoutes(routes, '/catalog?filter=%7Bnope&page=2');
    await waitFor(() => expect(filterInUrl()).toBeNull());
    expect(error).toHaveBeenCalledWith('Failed to parse initial filter', expect.any(SyntaxError));
    expect(error).not.toHaveBeenCalledWith('Failed to parse filter query parameter', expect.anything());
    expect(pageInUrl()).toBe('2');
    await waitFor(() => expect(to('/api/catalog').length).toBeGreaterThan(0));
    expect(new URL(to('/api/catalog').at(-1)!.url).searchParams.get('q')).toBeNull();
  });

  it('logs a broken filter the page is navigated to as a query parameter failure, and ignores it too', async () => {
    const error = quietErrors();
    serveCatalog();
    const { router } = renderRoutes(routes, '/catalog');
    await screen.findByRole('heading', { name: 'Golden Hour Vows' });
    await act(() => router.navigate('/catalog?filter=%7Bbroken'));
    await waitFor(() => expect(filterInUrl()).toBeNull());
    expect(error).toHaveBeenCalledWith('Failed to parse filter query parameter', expect.any(SyntaxError));
    expect(error).not.toHaveBeenCalledWith('Failed to parse initial filter', expect.anything());
  });

  it('forces the category on a category page and keeps it when the filters are reset', async () => {
    const { to } = serveCatalog();
    const user = userEvent.setup();
    renderRoutes(
      routes,
      `/catalog/birthday?filter=${encodeURIComponent('{"categories":[1],"keyword":"cake","price":[20,90]}')}&page=2`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Birthday Surprises' })).toBeInTheDocument();
    await waitFor(() => expect(filterInUrl()).toBe('{"categories":[2],"keyword":"cake","price":[20,90]}'));
    expect(pageInUrl()).toBe('2');
    expect(new URL(to('/api/catalog').at(-1)!.url).searchParams.get('_filter')).toBe(
      '{"categories":{"operator":"in","value":[2]},"price":{"operator":"between","value":[20,90]}}',
    );
    // The forced category's tag cannot be removed; the search tag can.
    const tags = screen.getByRole('list', { name: 'Active filters' });
    expect(within(tags).getByText('Birthday Surprises')).toBeInTheDocument();
    expect(within(tags).queryByRole('button', { name: 'Remove Birthday Surprises' })).not.toBeInTheDocument();
    await user.click(within(tags).getByRole('button', { name: 'Remove Search: cake' }));
    await waitFor(() => expect(filterInUrl()).toBe('{"categories":[2],"price":[20,90]}'));
    expect(pageInUrl()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(filterInUrl()).toBe('{"categories":[2]}'));
  });

  it('shows "Category not found" for an unknown slug', async () => {
    serveCatalog();
    renderRoutes(routes, '/catalog/nope');
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
  });

  it('throws when used outside its provider', () => {
    quietErrors();
    function Orphan() {
      useCatalogFilter();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useCatalogFilter must be used inside CatalogFilterProvider');
  });
});

describe('the catalogue page', () => {
  it('shows removable tags with their labels and removes a filter from its tag', async () => {
    serveCatalog();
    const user = userEvent.setup();
    renderRoutes(
      routes,
      `/catalog?filter=${encodeURIComponent('{"amount":[10,30],"categories":[1,2],"duration":[65,125],"keyword":"vows","price":[19,129]}')}`,
    );
    const tags = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual([
      'Search: vows',
      'Amount: 10-30 pictures',
      'Duration: 1:05-2:05',
      'Price: $19-$129',
      'Wedding Stories',
      'Birthday Surprises',
    ]);
    await user.click(within(tags).getByRole('button', { name: 'Remove Wedding Stories' }));
    await waitFor(() =>
      expect(filterInUrl()).toBe(
        '{"amount":[10,30],"categories":[2],"duration":[65,125],"keyword":"vows","price":[19,129]}',
      ),
    );
    await user.click(within(tags).getByRole('button', { name: 'Remove Price: $19-$129' }));
    await waitFor(() =>
      expect(filterInUrl()).toBe('{"amount":[10,30],"categories":[2],"duration":[65,125],"keyword":"vows"}'),
    );
  });

  it('keeps a long keyword’s whole text in its tag, as text and as a title, with its remove button', async () => {
    // The CSS cuts the text with an ellipsis within the page's width (not measurable here); nothing of it is lost.
    serveCatalog();
    const keyword = 'story'.repeat(40); // 200 characters, the API's longest
    renderRoutes(routes, `/catalog?filter=${encodeURIComponent(JSON.stringify({ keyword }))}`);
    const tags = await screen.findByRole('list', { name: 'Active filters' });
    const label = within(tags).getByText(`Search: ${keyword}`);
    expect(label).toHaveAttribute('title', `Search: ${keyword}`);
    expect(within(tags).getByRole('button', { name: `Remove Search: ${keyword}` })).toBeInTheDocument();
  });

  it('applies the filter panel: categories and ranges from the server parameters, then closes', async () => {
    serveCatalog();
    const user = userEvent.setup();
    renderRoutes(routes, '/catalog');
    await screen.findByRole('heading', { name: 'Golden Hour Vows' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('form', { name: 'Filters' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Birthday Surprises' }));
    const priceFrom = await within(panel).findByRole('textbox', { name: 'Price from' });
    await user.clear(priceFrom);
    await user.type(priceFrom, '2 5{Enter}');
    const durationTo = await within(panel).findByRole('textbox', { name: 'Duration to' });
    expect(durationTo).toHaveValue('05:00');
    await user.clear(durationTo);
    await user.type(durationTo, '2:00');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(filterInUrl()).toBe('{"categories":[2],"duration":[30,120],"price":[25,200]}'));
    expect(screen.queryByRole('form', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('gives the focus back to "Filters" when the panel closes: Apply, the X, Close or Escape', async () => {
    serveCatalog();
    const user = userEvent.setup();
    renderRoutes(routes, '/catalog');
    await screen.findByRole('heading', { name: 'Golden Hour Vows' });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    const panel = () => screen.queryByRole('form', { name: 'Filters' });
    toggle.focus();
    for (const close of ['Apply', 'Close filters', 'Close']) {
      await user.keyboard('{Enter}');
      within(panel()!).getByRole('button', { name: close }).focus();
      await user.keyboard('{Enter}');
      expect(panel()).not.toBeInTheDocument();
      expect(toggle).toHaveFocus();
    }
    // Escape right after opening (the focus still on the toggle), then from inside the panel.
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    within(panel()!).getByRole('checkbox', { name: 'Birthday Surprises' }).focus();
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('moves the focus to the next tag’s remove button, else the previous one, else to "Filters"', async () => {
    serveCatalog();
    const user = userEvent.setup();
    renderRoutes(
      routes,
      `/catalog?filter=${encodeURIComponent('{"amount":[10,30],"keyword":"vows","price":[19,129]}')}`,
    );
    const tags = await screen.findByRole('list', { name: 'Active filters' });
    const removeButton = (label: string) => within(tags).getByRole('button', { name: `Remove ${label}` });
    await user.click(removeButton('Amount: 10-30 pictures'));
    await waitFor(() => expect(removeButton('Price: $19-$129')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(removeButton('Search: vows')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(filterInUrl()).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('gives the focus to "Filters" when the tag removed takes the other tags with it, and after "Clear all"', async () => {
    serveCatalog();
    const user = userEvent.setup();
    const filter = encodeURIComponent('{"categories":[1],"keyword":"vows","price":[19,129]}');
    const { router } = renderRoutes(routes, `/catalog?filter=${filter}`);
    await user.click(await screen.findByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(filterInUrl()).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();

    // A single category has a tag only beside others: removing the search takes the category's tag away too.
    await act(() => router.navigate(`/catalog?filter=${encodeURIComponent('{"categories":[1],"keyword":"vows"}')}`));
    await user.click(await screen.findByRole('button', { name: 'Remove Search: vows' }));
    await waitFor(() => expect(filterInUrl()).toBe('{"categories":[1]}'));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('keeps the category checkboxes whole beside a label that wraps', async () => {
    applyModuleCss(join(__dirname, 'filter-panel.module.css'));
    serveCatalog();
    const user = userEvent.setup();
    renderRoutes(routes, '/catalog');
    await screen.findByRole('heading', { name: 'Golden Hour Vows' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const checkbox = within(screen.getByRole('form', { name: 'Filters' })).getByRole('checkbox', {
      name: 'Birthday Surprises',
    });
    expect(getComputedStyle(checkbox)).toMatchObject({ width: '18px', height: '18px', flexShrink: '0' });
  });

  it('offers every sort option and draws again when Random is chosen again', async () => {
    const { to } = serveCatalog();
    const user = userEvent.setup();
    renderRoutes(routes, '/catalog');
    await screen.findByRole('heading', { name: 'Golden Hour Vows' });
    expect(within(screen.getByRole('combobox', { name: 'Sort by' })).getAllByRole('option')).toHaveLength(11);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Random');
    await waitFor(() =>
      expect(JSON.parse(filterInUrl() ?? '{}')).toMatchObject({ sorting: 'random', seed: expect.any(String) }),
    );
    const firstSeed = JSON.parse(filterInUrl()!).seed as string;
    await user.click(screen.getByRole('button', { name: 'Shuffle' }));
    await waitFor(() => expect(JSON.parse(filterInUrl()!).seed).not.toBe(firstSeed));
    await waitFor(() =>
      expect(new URL(to('/api/catalog').at(-1)!.url).searchParams.get('seed')).toBe(JSON.parse(filterInUrl()!).seed),
    );
  });

  it('shows the loader while fetching and the pagination when there is more than one page', async () => {
    let answer: (response: Response) => void = () => undefined;
    routeFetch((url) =>
      url.pathname === '/api/catalog' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    renderRoutes(routes, '/catalog?page=2');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading products…');
    await act(async () => answer(json(page(products, 4, 2))));
    expect(await screen.findByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('moves the focus from the pager to the results at the top once the chosen page has loaded', async () => {
    serveCatalog((url) => {
      const asked = Number(url.searchParams.get('_page'));
      return json(page([productFixture({ id: asked, name: `Story on page ${asked}` })], 3, asked));
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/catalog');
    await screen.findByRole('heading', { name: 'Story on page 1' });
    const results = screen.getByRole('region', { name: 'Products' });
    screen.getByRole('link', { name: 'Page 2' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Story on page 2' })).toBeInTheDocument();
    await waitFor(() => expect(results).toHaveFocus());

    screen.getByRole('link', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Story on page 3' })).toBeInTheDocument();
    await waitFor(() => expect(results).toHaveFocus());
    expect(pageInUrl()).toBe('3');
  });

  it("fetches the first card's cover first (the page's largest early image), the next ones eagerly", async () => {
    serveCatalog();
    renderRoutes(routes, '/catalog');
    await screen.findByRole('heading', { name: 'Golden Hour Vows' });
    const covers = document.querySelectorAll('section[aria-label="Products"] img');
    expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
    expect(covers[0]).toHaveAttribute('loading', 'eager');
    expect(covers[1]).not.toHaveAttribute('fetchpriority');
    expect(covers[1]).toHaveAttribute('loading', 'eager');
  });

  it('takes the request its route loader started ahead instead of asking again', async () => {
    const { to } = serveCatalog();
    renderRoutes([{ path: 'catalog', loader: catalogLoader, Component: CatalogPage }], '/catalog?page=2');
    expect(await screen.findByRole('heading', { name: 'Golden Hour Vows' })).toBeInTheDocument();
    expect(to('/api/catalog')).toHaveLength(1);
    expect(new URL(to('/api/catalog')[0]!.url).searchParams.get('_page')).toBe('2');
  });

  it('asks once when the page rewrites its URL to the canonical form (the request ahead is for the same query)', async () => {
    const { to } = serveCatalog();
    renderRoutes(
      [{ path: 'catalog', loader: catalogLoader, Component: CatalogPage }],
      `/catalog?filter=${encodeURIComponent('{"keyword":"vows","price":[50,10]}')}`,
    );
    expect(await screen.findByRole('heading', { name: 'Golden Hour Vows' })).toBeInTheDocument();
    await waitFor(() => expect(filterInUrl()).toBe('{"keyword":"vows","price":[10,50]}'));
    await act(async () => undefined);
    expect(to('/api/catalog')).toHaveLength(1);
  });

  it('shows the last page for a page past the last, without saying nothing was found', async () => {
    const { to } = serveCatalog((url) => {
      const asked = Number(url.searchParams.get('_page'));
      return asked > 5
        ? json({ data: [], total: 54, pagination: { page: asked, perPage: 12, pages: 5 } })
        : json(page(products, 5, asked));
    });
    renderRoutes(routes, '/catalog?page=999999');
    expect(await screen.findByRole('heading', { name: 'Golden Hour Vows' })).toBeInTheDocument();
    expect(pageInUrl()).toBe('5');
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Sorry, no items were found for your search.')).not.toBeInTheDocument();
    expect(to('/api/catalog').map((request) => new URL(request.url).searchParams.get('_page'))).toEqual([
      '999999',
      '5',
    ]);
  });

  it('shows the empty state, not a page, when nothing matches on a later page', async () => {
    serveCatalog((url) =>
      json({ data: [], total: 0, pagination: { page: Number(url.searchParams.get('_page')), perPage: 12, pages: 0 } }),
    );
    renderRoutes(routes, '/catalog?page=3');
    expect(await screen.findByText('Sorry, no items were found for your search.')).toBeInTheDocument();
    expect(pageInUrl()).toBe('3');
  });

  it('shows the empty state when nothing matches', async () => {
    serveCatalog(() => json(page([], 0)));
    renderRoutes(routes, '/catalog');
    expect(await screen.findByText('Sorry, no items were found for your search.')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('logs a failed fetch and sets the error flag without a message', async () => {
    const error = quietErrors();
    serveCatalog(() => json({ message: 'Boom' }, { status: 500 }));
    renderRoutes(routes, '/catalog');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Products' })).toHaveAttribute('data-error', 'true'));
    expect(error).toHaveBeenCalledWith('Failed to load the catalogue', expect.objectContaining({ status: 500 }));
    expect(screen.queryByText('Sorry, no items were found for your search.')).not.toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });

  it('shows no products of the last answer under a query that failed', async () => {
    quietErrors();
    serveCatalog((url) =>
      url.searchParams.get('_page') === '1' ? json(page(products, 3)) : json({ message: 'Boom' }, { status: 500 }),
    );
    const { router } = renderRoutes(routes, '/catalog');
    expect(await screen.findByRole('heading', { name: 'Golden Hour Vows' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await act(() => router.navigate('/catalog?page=2'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Products' })).toHaveAttribute('data-error', 'true'));
    expect(screen.queryByRole('heading', { name: 'Golden Hour Vows' })).not.toBeInTheDocument();
    expect(screen.queryByText('Sorry, no items were found for your search.')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
