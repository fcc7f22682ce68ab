import { dirname, join } from 'node:path';
import '../test/match-media';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  $cart,
  $initialState,
  $user,
  $userCart,
  isRouteErrorResponse,
  productCache,
  useRouteError,
  type Product,
  type UIMatch,
} from '@shop/shared';
import { cartItemFixture, catalogueState, productFixture, quietErrors, signedInUser } from '../test/fixtures';
import { applyModuleCss } from '../test/module-css';
import { renderRoutes } from '../test/render-routes';
import { json, routeFetch } from '@shop/shared/testing';
import { routes } from '../routes';
import { loader } from './product-loader';
import { Component } from './product-page';

const product = productFixture({
  id: 5,
  slug: 'golden-hour-vows',
  name: 'Golden Hour Vows',
  price: 49,
  clipProperties: { imageCount: 30, duration: 150 },
  categories: [1],
});
const related = [productFixture({ id: 6, name: 'First Dance' }), productFixture({ id: 7, name: 'Church Bells' })];

/** The product and the carousels' answers. */
function catalogAnswer(url: URL, overrides: { product?: Product | null } = {}) {
  if (url.pathname === '/api/catalog/golden-hour-vows') {
    return overrides.product === null
      ? json({ message: 'Could not find product' }, { status: 404 })
      : json(overrides.product ?? product);
  }
  if (url.pathname === '/api/catalog/popular') return json([product, ...related]);
  if (url.pathname === '/api/catalog')
    return json({ data: related, total: 2, pagination: { page: 1, perPage: 12, pages: 1 } });
  return undefined;
}

function serve(overrides: { product?: Product | null } = {}) {
  return routeFetch((url) => catalogAnswer(url, overrides));
}

function renderProduct() {
  return renderRoutes([{ path: 'catalog/product/:slug', loader, Component }], '/catalog/product/golden-hour-vows');
}

beforeEach(() => $initialState.set(catalogueState()));

describe('the product loader', () => {
  /** An HTTP error response the loader threw shows as "{status} {data}"; anything else as "other". */
  function ShowError() {
    const error = useRouteError();
    return <p>{isRouteErrorResponse(error) ? `${error.status} ${String(error.data)}` : 'other'}</p>;
  }
  const openProductPage = () =>
    renderRoutes(
      [{ path: 'catalog/product/:slug', loader, Component, errorElement: <ShowError /> }],
      '/catalog/product/golden-hour-vows',
    );

  it('turns a 404 into "Could not find product"', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ product: null });
    openProductPage();
    expect(await screen.findByText('404 Could not find product')).toBeInTheDocument();
  });

  it('turns a request that got no answer into an error response, so the shop’s error page shows, not the area’s', async () => {
    quietErrors();
    routeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    openProductPage();
    // After the product cache's three tries.
    expect(await screen.findByText('503 Network request failed', undefined, { timeout: 3000 })).toBeInTheDocument();
  });

  it('keeps the product in the cache, so opening it again asks nothing', async () => {
    const { to } = serve();
    await loader({ params: { slug: 'golden-hour-vows' } } as never);
    await loader({ params: { slug: 'golden-hour-vows' } } as never);
    expect(to('/api/catalog/golden-hour-vows')).toHaveLength(1);
    expect(productCache.peek(5)).toMatchObject({ name: 'Golden Hour Vows' });
  });
});

describe('the product cover', () => {
  it('is preloaded from the loader with the variants and sizes the gallery offers, so the gallery uses it', async () => {
    serve();
    renderProduct();
    const gallery = await screen.findByRole('region', { name: 'Gallery of Golden Hour Vows' });
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link).toHaveAttribute('fetchpriority', 'high');
    const source = gallery.querySelector('source[type="image/webp"]');
    expect(link).toHaveAttribute('type', 'image/webp');
    expect(link?.getAttribute('imagesrcset')).toBe(source?.getAttribute('srcset'));
    expect(link?.getAttribute('imagesizes')).toBe(source?.getAttribute('sizes'));
  });
});

describe('the product route', () => {
  it('titles the page and the crumb with the product name', () => {
    const catalog = routes.find((route) => route.path === 'catalog')!;
    const productRoute = catalog.children!.find((route) => route.path === 'product/:slug')!;
    const handle = productRoute.handle as { title: (match: UIMatch) => string; crumb: (match: UIMatch) => string };
    const match = { data: product, params: { slug: 'golden-hour-vows' } } as unknown as UIMatch;
    expect(handle.title(match)).toBe('Golden Hour Vows');
    expect(handle.crumb(match)).toBe('Golden Hour Vows');
  });
});

describe('the product page', () => {
  it('shows the gallery with the video first, the name, price and clip properties', async () => {
    serve();
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Golden Hour Vows' })).toBeInTheDocument();
    expect(screen.getAllByText('$49.00').length).toBeGreaterThan(0);
    expect(screen.getByText('02:30')).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Gallery of Golden Hour Vows' });
    expect(within(gallery).getAllByRole('button', { name: 'Play video' })[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the video' })).toHaveAttribute('aria-current', 'true');
  });

  it('adds the product with its extras and updates the cart item as they change', async () => {
    serve();
    const user = userEvent.setup();
    renderProduct();
    const extras = await screen.findByRole('region', { name: 'Add Something Extra' });
    await user.click(within(extras).getByRole('button', { name: 'More additional photos' }));
    await user.click(within(extras).getByRole('radio', { name: /Express/ }));
    expect(screen.getByText(/With your extras/)).toHaveTextContent('With your extras $70.00');
    const details = screen.getByRole('heading', { level: 1 }).parentElement!;
    await user.click(within(details).getByRole('button', { name: 'Add to cart' }));
    expect($cart.get()).toEqual([
      expect.objectContaining({ product: 5, additionalPhotoCount: 1, leadTimePrice: 2, giftVideoStory: false }),
    ]);
    expect(within(details).getByRole('button', { name: 'In the cart' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(extras).getByRole('checkbox', { name: /Video card player.*\$50/ }));
    await user.click(within(extras).getByRole('button', { name: 'More additional photos' }));
    expect($cart.get()).toEqual([
      expect.objectContaining({ product: 5, additionalPhotoCount: 2, giftVideoStory: true }),
    ]);
    expect(screen.getByText(/With your extras/)).toHaveTextContent('With your extras $121.00');
    // Removing the item resets the extras.
    await user.click(within(details).getByRole('button', { name: 'In the cart' }));
    expect($cart.get()).toEqual([]);
    expect(within(extras).getByRole('checkbox', { name: /Video card player/ })).not.toBeChecked();
    expect(within(extras).getByRole('status', { name: 'Additional photos' })).toHaveTextContent('0');
  });

  it('labels the gift with the spec’s "$50"', async () => {
    serve();
    renderProduct();
    const extras = await screen.findByRole('region', { name: 'Add Something Extra' });
    const gift = within(extras)
      .getByRole('checkbox', { name: /Video card player/ })
      .closest('label')!;
    expect(within(gift).getByText('$50')).toBeInTheDocument();
  });

  it('gives "Add to cart" and "Add to wishlist" beside it the same height and text size', async () => {
    // @shop/shared's Button (its `lg` size) and our toggle.
    applyModuleCss(join(dirname(require.resolve('@shop/shared/constants')), 'ui/button.module.css'));
    applyModuleCss(join(__dirname, '../components/toggles/toggles.module.css'));
    serve();
    renderProduct();
    const details = (await screen.findByRole('heading', { level: 1 })).parentElement!;
    const cart = getComputedStyle(within(details).getByRole('button', { name: 'Add to cart' }));
    const wishlist = getComputedStyle(within(details).getByRole('button', { name: 'Add to wishlist' }));
    expect(wishlist.fontSize).toBe(cart.fontSize);
    expect(wishlist.minHeight).toBe(cart.minHeight);
  });

  it('offers the lead-time choice only when there is more than one option', async () => {
    $initialState.set(catalogueState({ leadTimePrices: [{ id: 1, caption: 'Standard', price: 0, period: 72 }] }));
    serve();
    renderProduct();
    const extras = await screen.findByRole('region', { name: 'Add Something Extra' });
    expect(within(extras).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('disables "Add to cart" for an unavailable product and has no extras for a simple one', async () => {
    serve({ product: { ...product, isAvailable: false, type: 1, clipProperties: null } });
    renderProduct();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Golden Hour Vows' });
    expect(within(heading.parentElement!).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Add Something Extra' })).not.toBeInTheDocument();
  });

  it('shows "More video stories" from the same categories without the product, and "Popular video stories"', async () => {
    const { to } = serve();
    renderProduct();
    expect(await screen.findByRole('region', { name: 'More video stories' })).toBeInTheDocument();
    const request = new URL(to('/api/catalog')[0]!.url);
    expect(JSON.parse(request.searchParams.get('_filter')!)).toEqual({
      categories: { operator: 'in', value: [1] },
      id: { operator: 'not-in', value: [5] },
      type: { operator: 'eq', value: 2 },
    });
    expect(request.searchParams.get('_limit')).toBe('9');
    const popular = await screen.findByRole('region', { name: 'Popular video stories' });
    await waitFor(() =>
      expect(within(popular).queryByRole('heading', { name: 'Golden Hour Vows' })).not.toBeInTheDocument(),
    );
    expect(within(popular).getByRole('heading', { name: 'First Dance' })).toBeInTheDocument();
    // Video stories only: the shop's most popular clips (docs/decisions/0013), one more than shown.
    const asked = new URL(to('/api/catalog/popular')[0]!.url).searchParams;
    expect(Object.fromEntries(asked)).toEqual({ limit: '10', type: '2' });
  });

  it('shows no "More video stories" for a product in no category (and asks for none)', async () => {
    const { to } = serve({ product: { ...product, categories: [] } });
    renderProduct();
    expect(await screen.findByRole('region', { name: 'Popular video stories' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'More video stories' })).not.toBeInTheDocument();
    expect(to('/api/catalog')).toHaveLength(0);
  });
});

describe('the extras of a product in a signed-in cart', () => {
  /** The server: holds the cart item; each POST /api/cart/update waits until the test answers it (or fails it). */
  function slowServer() {
    let held = cartItemFixture({ id: 10, product: 5 });
    const pending: { answer: () => void; fail: () => void }[] = [];
    const { to } = routeFetch((url, request) => {
      if (url.pathname === '/api/cart') return json([held]);
      if (url.pathname === '/api/cart/update') {
        return request.json().then(
          (change: Partial<typeof held>) =>
            new Promise<Response>((resolve) =>
              pending.push({
                answer: () => {
                  held = { ...held, ...change };
                  resolve(json([held]));
                },
                fail: () => resolve(json({ message: 'Database down' }, { status: 500 })),
              }),
            ),
        );
      }
      return catalogAnswer(url);
    });
    const next = async () => {
      await waitFor(() => expect(pending.length).toBeGreaterThan(0));
      return pending.shift()!;
    };
    return { to, next, held: () => held };
  }
  async function renderSignedIn() {
    $user.set(signedInUser);
    renderProduct();
    const extras = await screen.findByRole('region', { name: 'Add Something Extra' });
    await waitFor(() => expect($cart.get()).toHaveLength(1));
    return {
      more: () => userEvent.click(within(extras).getByRole('button', { name: 'More additional photos' })),
      count: () => within(extras).getByRole('status', { name: 'Additional photos' }),
    };
  }

  it('keeps every press while updates are in flight, though an in-between answer arrives', async () => {
    const server = slowServer();
    const { more, count } = await renderSignedIn();
    await more();
    await more();
    // The first answer (1 photo) arrives while the second update is still on its way.
    (await server.next()).answer();
    await waitFor(() => expect($cart.get()[0]).toMatchObject({ additionalPhotoCount: 1 }));
    expect(count()).toHaveTextContent('2');
    await more();
    expect(count()).toHaveTextContent('3');
    (await server.next()).answer();
    (await server.next()).answer();
    await waitFor(() => expect(server.held()).toMatchObject({ additionalPhotoCount: 3 }));
    expect(count()).toHaveTextContent('3');
    const sent = await Promise.all(server.to('/api/cart/update').map((request) => request.json()));
    expect(sent.map((body: { additionalPhotoCount: number }) => body.additionalPhotoCount)).toEqual([1, 2, 3]);
  });

  it('goes back to what the server holds when an update fails', async () => {
    quietErrors();
    const server = slowServer();
    const { more, count } = await renderSignedIn();
    await more();
    expect(count()).toHaveTextContent('1');
    (await server.next()).fail();
    await waitFor(() => expect(count()).toHaveTextContent('0'));
    expect(server.held()).toMatchObject({ additionalPhotoCount: 0 });
  });

  it('follows the cart item again once nothing is in flight (another tab removed it: the defaults)', async () => {
    const server = slowServer();
    const { more, count } = await renderSignedIn();
    await more();
    (await server.next()).answer();
    await waitFor(() => expect($cart.get()[0]).toMatchObject({ additionalPhotoCount: 1 }));
    expect(count()).toHaveTextContent('1');
    act(() => $userCart.set([]));
    expect(count()).toHaveTextContent('0');
  });
});
