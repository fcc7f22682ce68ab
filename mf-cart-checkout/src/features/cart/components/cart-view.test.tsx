import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  $cart,
  $cartStatus,
  $initialState,
  $user,
  $userCart,
  $visitorCart,
  ApplyCouponStruct,
  COUPON_CODE_MAX_LENGTH,
  ProductType,
  type CartItem,
} from '@shop/shared';
import { mockXhr } from '@shop/shared/testing';
import {
  cartItemFixture,
  cartState,
  leadTimePrices,
  productFixture,
  quietErrors,
  signedInUser,
} from '../../../test/fixtures';
import { fakePhotoUploader } from '../../../test/fake-photo-uploader';
import { currentLocation, json, renderRoutes, routeFetch } from '../../../test/render-routes';
import { CartView } from './cart-view';

const vows = productFixture({
  id: 1,
  slug: 'golden-hour-vows',
  name: 'Golden Hour Vows',
  price: 29,
  clipProperties: { imageCount: 20, duration: 95 },
});
const book = productFixture({
  id: 2,
  slug: 'photo-book',
  name: 'Photo Book',
  price: 10,
  type: ProductType.SIMPLE,
  clipProperties: null,
});
const retired = productFixture({ id: 3, slug: 'old-story', name: 'Old Story', price: 500, isAvailable: false });
const trip = productFixture({
  id: 4,
  slug: 'summer-trip',
  name: 'Summer Trip',
  price: 39,
  clipProperties: { imageCount: 10, duration: 60 },
  captionFields: [{ id: 31, label: 'Story Title', position: 0, type: 'text', required: true, parameters: {} }],
});
const products = [vows, book, retired, trip];
const photo = { id: 5, image: 'photo.jpg', position: 0 };

const clipItem = (overrides: Partial<CartItem> = {}) =>
  cartItemFixture({ id: -1, product: 1, leadTimePrice: 1, baseCost: 29, productPrice: 29, ...overrides });
const bookItem = (overrides: Partial<CartItem> = {}) =>
  cartItemFixture({ id: -2, product: 2, baseCost: 10, productPrice: 10, ...overrides });
const retiredItem = () => cartItemFixture({ id: -3, product: 3, leadTimePrice: 1, baseCost: 500, productPrice: 500 });

type Server = { cart: CartItem[]; coupon?: (code: string) => Response | Promise<Response> };

/** Answers the product, cart and coupon calls like the API would, from `server.cart`. */
function serve(server: Server = { cart: [] }) {
  const priced = (item: CartItem): CartItem => {
    const product = products.find((candidate) => candidate.id === item.product)!;
    const leadTimeCost = leadTimePrices.find((option) => option.id === item.leadTimePrice)?.price ?? 0;
    const baseCost = product.type === ProductType.CLIP ? product.price + leadTimeCost : product.price * item.quantity;
    return { ...item, productPrice: product.price, leadTimeCost, baseCost };
  };
  return routeFetch(async (url, request) => {
    if (url.pathname === '/api/catalog') {
      const ids = (JSON.parse(url.searchParams.get('_filter') ?? '{}') as { id: number[] }).id;
      const data = products.filter((product) => ids.includes(product.id));
      return json({ data, total: data.length, pagination: { page: 1, perPage: data.length, pages: 1 } });
    }
    if (url.pathname === '/api/cart') return json(server.cart);
    if (url.pathname === '/api/cart/update') {
      const change = (await request.json()) as Partial<CartItem> & { product: number };
      server.cart = server.cart.map((item) =>
        item.product === change.product ? priced({ ...item, ...change }) : item,
      );
      return json(server.cart);
    }
    if (url.pathname === '/api/cart/remove') {
      const { id } = (await request.json()) as { id: number };
      server.cart = server.cart.filter((item) => item.id !== id);
      return json(server.cart);
    }
    if (url.pathname === '/api/cart/apply-coupon' && server.coupon) {
      return server.coupon(((await request.json()) as { coupon: string }).coupon);
    }
    return undefined;
  });
}

function renderCart(url = '/cart') {
  return renderRoutes([{ path: url.slice(1), element: <CartView /> }], url);
}
const row = (name: string) => screen.getByRole('listitem', { name });
const totals = () => screen.getByRole('region', { name: 'Your Cart Total' });
const totalLine = (label: string) => within(totals()).getByText(label).closest('div')!.querySelector('dd')!.textContent;
const checkoutButton = () => within(totals()).getByRole('button', { name: 'SECURE CHECKOUT' });

beforeEach(() => {
  $initialState.set(cartState());
});

describe('the cart page', () => {
  it('says the cart is empty and leads to the catalogue', () => {
    serve();
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse video stories' })).toHaveAttribute('href', '/catalog');
    expect(screen.queryByRole('region', { name: 'Your Cart Total' })).not.toBeInTheDocument();
  });

  it('shows the order steps, the first one current', () => {
    serve();
    renderCart();
    const steps = within(screen.getByRole('list', { name: 'Order steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Upload your photos',
      '2Make a payment',
      '3Download your video',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });

  it('shows each row with its picture, name, price, clip info and status', async () => {
    serve();
    $visitorCart.set([clipItem(), bookItem({ quantity: 3, baseCost: 30 })]);
    renderCart();
    const clip = await screen.findByRole('listitem', { name: 'Golden Hour Vows' });
    expect(within(clip).getByRole('link', { name: 'Golden Hour Vows' })).toHaveAttribute(
      'href',
      '/catalog/product/golden-hour-vows',
    );
    expect(clip.querySelector('img')).toHaveAttribute('src', '/api/media/product-1.png?s=s');
    expect(clip.querySelector('img')!.closest('a')).toHaveAttribute('href', '/catalog/product/golden-hour-vows');
    expect(within(clip).getByText('$29.00')).toBeInTheDocument();
    expect(within(clip).getByText('20 pictures · 01:35')).toBeInTheDocument();
    expect(within(clip).getByText('Available')).toBeInTheDocument();
    expect(within(clip).getByRole('button', { name: 'Remove Golden Hour Vows from the cart' })).toBeInTheDocument();

    const simple = row('Photo Book');
    expect(within(simple).getByText('$30.00')).toBeInTheDocument();
    expect(within(simple).getByText('3 × $10.00')).toBeInTheDocument();
    expect(within(simple).queryByText(/pictures/)).not.toBeInTheDocument();
    expect(within(simple).getByText('Available')).toBeInTheDocument();
  });

  it('gives a clip row the upload button with its photo count; a visitor is sent to sign in and back to the cart', async () => {
    serve();
    $visitorCart.set([clipItem({ images: [photo, { ...photo, id: 6, position: 1 }] }), bookItem()]);
    renderCart();
    const upload = within(await screen.findByRole('listitem', { name: 'Golden Hour Vows' })).getByRole('link', {
      name: 'Upload Your Photos & Add Your Story Title',
    });
    expect(upload).toHaveAttribute('href', '/sign-in?return=%2Faccount%2Fcart');
    expect(upload).toHaveAccessibleDescription(
      '2 photos uploaded Sign in to upload your photos; your cart comes with you.',
    );
    expect(screen.queryByText('Photo upload is on its way')).not.toBeInTheDocument();
    // In the tab order after the row's name link.
    const user = userEvent.setup();
    await user.tab();
    expect(within(row('Golden Hour Vows')).getByRole('link', { name: 'Golden Hour Vows' })).toHaveFocus();
    await user.tab();
    expect(upload).toHaveFocus();
    expect(within(row('Photo Book')).queryByRole('link', { name: /Upload Your Photos/ })).not.toBeInTheDocument();
    expect(within(row('Golden Hour Vows')).queryByRole('spinbutton')).not.toBeInTheDocument();
    await user.click(upload);
    expect(currentLocation()).toBe('/sign-in?return=%2Faccount%2Fcart');
  });

  it('greys an unavailable row, keeps only its remove button and leaves it out of the totals', async () => {
    serve();
    $visitorCart.set([retiredItem(), bookItem()]);
    renderCart();
    const gone = await screen.findByRole('listitem', { name: 'Old Story' });
    expect(within(gone).getByText('Not available')).toBeInTheDocument();
    expect(
      within(gone)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Remove Old Story from the cart']);
    expect(within(gone).queryByRole('combobox')).not.toBeInTheDocument();
    expect(totalLine('Subtotal')).toBe('$10.00');
    await userEvent.setup().click(within(gone).getByRole('button', { name: 'Remove Old Story from the cart' }));
    expect($cart.get().map((item) => item.product)).toEqual([2]);
  });

  it('steps the quantity between 1 and 99 and takes typed whole numbers', async () => {
    const user = userEvent.setup();
    serve();
    $visitorCart.set([bookItem()]);
    renderCart();
    const book = await screen.findByRole('listitem', { name: 'Photo Book' });
    const input = within(book).getByRole('spinbutton', { name: 'Quantity' });
    const less = within(book).getByRole('button', { name: 'Decrease quantity of Photo Book' });
    const more = within(book).getByRole('button', { name: 'Increase quantity of Photo Book' });
    expect(input).toHaveValue(1);
    expect(less).toHaveAttribute('aria-disabled', 'true');
    await user.click(less);
    expect($cart.get()[0]!.quantity).toBe(1);

    await user.click(more);
    await waitFor(() => expect(input).toHaveValue(2));
    expect($cart.get()[0]).toMatchObject({ quantity: 2, baseCost: 20 });
    expect(totalLine('Subtotal')).toBe('$20.00');

    await user.clear(input);
    await user.type(input, '150{Enter}');
    await waitFor(() => expect(input).toHaveValue(99));
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await user.click(more);
    expect($cart.get()[0]!.quantity).toBe(99);

    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    await waitFor(() => expect($cart.get()[0]!.quantity).toBe(1));

    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue(1);
  });

  it('shows the lead-time selector on clips only when there is more than one option, and changes the price', async () => {
    const user = userEvent.setup();
    serve();
    $visitorCart.set([clipItem(), bookItem()]);
    const { unmount } = renderCart();
    const clip = await screen.findByRole('listitem', { name: 'Golden Hour Vows' });
    const select = within(clip).getByRole('combobox', { name: 'Lead time' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Standard (3 days) — Included', 'Express (24 hours) — +$20.00']);
    expect(select).toHaveValue('1');
    expect(within(row('Photo Book')).queryByRole('combobox')).not.toBeInTheDocument();
    await user.selectOptions(select, 'Express (24 hours) — +$20.00');
    await waitFor(() => expect(totalLine('Subtotal')).toBe('$59.00'));
    expect($cart.get()[0]).toMatchObject({ leadTimePrice: 2, leadTimeCost: 20, baseCost: 49 });
    unmount();

    $initialState.set(cartState({ leadTimePrices: [leadTimePrices[0]!] }));
    renderCart();
    expect(
      within(await screen.findByRole('listitem', { name: 'Golden Hour Vows' })).queryByRole('combobox'),
    ).not.toBeInTheDocument();
  });

  it('offers to choose a lead time when the item has none', async () => {
    serve();
    $visitorCart.set([clipItem({ leadTimePrice: null, images: [photo] })]);
    renderCart();
    const select = within(await screen.findByRole('listitem', { name: 'Golden Hour Vows' })).getByRole('combobox', {
      name: 'Lead time',
    });
    expect(select).toHaveValue('');
    expect(
      screen.getByText('To proceed to payment, select a lead time price for Golden Hour Vows'),
    ).toBeInTheDocument();
    await userEvent.setup().selectOptions(select, 'Standard (3 days) — Included');
    expect(await within(totals()).findByRole('link', { name: 'SECURE CHECKOUT' })).toHaveAttribute('href', '/checkout');
  });

  it('adds up subtotal, tax and total with the note, without a discount line when there is none', async () => {
    serve();
    $visitorCart.set([clipItem({ images: [photo] }), bookItem({ quantity: 2, baseCost: 20 })]);
    renderCart();
    await screen.findByRole('listitem', { name: 'Golden Hour Vows' });
    expect(totalLine('Subtotal')).toBe('$49.00');
    expect(within(totals()).queryByText('Discount')).not.toBeInTheDocument();
    // 8.875% of 49.00 = 4.34875 → 4.35.
    expect(totalLine('Tax (8.875%)')).toBe('$4.35');
    expect(totalLine('Total')).toBe('$53.35');
    expect(
      within(totals()).getByText('Price displayed excludes any applicable taxes and a handling fee.'),
    ).toBeInTheDocument();
  });

  it('shows a discount of $0.00 while a coupon is on the cart but takes nothing off', async () => {
    serve();
    $visitorCart.set([bookItem({ discountAmount: 0 })]);
    renderCart();
    await screen.findByRole('listitem', { name: 'Photo Book' });
    expect(totalLine('Discount')).toBe('$0.00');
    expect(totalLine('Total')).toBe('$10.89');
  });

  it('keeps SECURE CHECKOUT disabled with the reasons until the cart is ready', async () => {
    serve();
    $visitorCart.set([clipItem(), bookItem()]);
    renderCart();
    await screen.findByRole('listitem', { name: 'Golden Hour Vows' });
    expect(checkoutButton()).toHaveAttribute('aria-disabled', 'true');
    expect(checkoutButton()).toHaveAccessibleDescription(/upload photos for Golden Hour Vows/);
    expect(checkoutButton()).toHaveAttribute('title', 'To proceed to payment:\nupload photos for Golden Hour Vows');
    expect(screen.getByText('To proceed to payment, upload photos for Golden Hour Vows')).toBeInTheDocument();
    expect(within(totals()).queryByRole('link', { name: 'SECURE CHECKOUT' })).not.toBeInTheDocument();

    act(() => $visitorCart.set([clipItem({ images: [photo] }), bookItem()]));
    expect(within(totals()).getByRole('link', { name: 'SECURE CHECKOUT' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByText(/To proceed to payment/)).not.toBeInTheDocument();
  });

  it('asks for an available product when nothing left can be bought', async () => {
    serve();
    $visitorCart.set([retiredItem()]);
    renderCart();
    await screen.findByRole('listitem', { name: 'Old Story' });
    expect(screen.getByText('To proceed to payment, add an available product to your cart')).toBeInTheDocument();
  });

  it('keeps a row for a product that is no longer in the catalogue, which can be removed', async () => {
    const errors = quietErrors();
    serve();
    $visitorCart.set([cartItemFixture({ id: -9, product: 99, baseCost: 15 }), bookItem()]);
    renderCart();
    const gone = await screen.findByRole(
      'listitem',
      { name: 'This product is no longer in our catalogue' },
      { timeout: 3000 },
    );
    expect(within(gone).getByText('Not available')).toBeInTheDocument();
    expect(totalLine('Subtotal')).toBe('$10.00');
    expect(errors).toHaveBeenCalledWith('Products of the cart could not be loaded: 99');
    await userEvent.setup().click(within(gone).getByRole('button', { name: 'Remove this product from the cart' }));
    expect($cart.get().map((item) => item.product)).toEqual([2]);
  });

  it('logs a failed product call and asks again', async () => {
    const errors = quietErrors();
    let failures = 1;
    routeFetch((url) => {
      if (url.pathname !== '/api/catalog') return undefined;
      if (failures-- > 0) return json({ message: 'Down' }, { status: 503 });
      return json({ data: [book], total: 1, pagination: { page: 1, perPage: 1, pages: 1 } });
    });
    $visitorCart.set([bookItem()]);
    renderCart();
    expect(screen.getByText('Loading your cart…')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Photo Book' }, { timeout: 3000 })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(
      'Failed to load products 2 (try 1 of 3)',
      expect.objectContaining({ status: 503 }),
    );
  });
});

describe('the cart page of a signed-in user', () => {
  const serverItems = () => [
    cartItemFixture({ id: 11, product: 1, leadTimePrice: 1, baseCost: 29, productPrice: 29, images: [photo] }),
    cartItemFixture({ id: 12, product: 2, baseCost: 10, productPrice: 10 }),
  ];

  it('shows a loader while the cart loads, then the rows', async () => {
    serve({ cart: serverItems() });
    $user.set(signedInUser);
    renderCart('/account/cart');
    expect(screen.getByText('Loading your cart…').closest('[role="status"]')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Photo Book' })).toBeInTheDocument();
  });

  it('shows an error panel with Retry when the cart could not be loaded', async () => {
    quietErrors();
    const server: Server = { cart: serverItems() };
    let fail = true;
    const { to } = routeFetch(async (url) => {
      if (url.pathname === '/api/cart' && fail) return json({ message: 'Down' }, { status: 503 });
      if (url.pathname === '/api/cart') return json(server.cart);
      if (url.pathname === '/api/catalog')
        return json({ data: products, total: 3, pagination: { page: 1, perPage: 3, pages: 1 } });
      return undefined;
    });
    $user.set(signedInUser);
    renderCart('/account/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart could not be loaded' })).toBeInTheDocument();
    expect($cartStatus.get()).toBe('error');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Photo Book' })).toBeInTheDocument();
    expect(to('/api/cart')).toHaveLength(2);
  });

  it('sends quantity, lead-time and remove changes, and the answered cart replaces the cart', async () => {
    const user = userEvent.setup();
    const server: Server = { cart: serverItems() };
    const { to } = serve(server);
    $user.set(signedInUser);
    renderCart('/account/cart');
    const book = await screen.findByRole('listitem', { name: 'Photo Book' });
    await user.click(within(book).getByRole('button', { name: 'Increase quantity of Photo Book' }));
    await waitFor(() => expect(totalLine('Subtotal')).toBe('$49.00'));
    await expect(to('/api/cart/update')[0]!.json()).resolves.toEqual({ product: 2, quantity: 2 });

    await user.selectOptions(
      within(row('Golden Hour Vows')).getByRole('combobox', { name: 'Lead time' }),
      'Express (24 hours) — +$20.00',
    );
    await waitFor(() => expect(totalLine('Subtotal')).toBe('$69.00'));
    await expect(to('/api/cart/update')[1]!.json()).resolves.toEqual({ product: 1, leadTimePrice: 2 });

    await user.click(within(book).getByRole('button', { name: 'Remove Photo Book from the cart' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Photo Book' })).not.toBeInTheDocument());
    await expect(to('/api/cart/remove')[0]!.json()).resolves.toEqual({ id: 12 });
    expect(totalLine('Subtotal')).toBe('$49.00');
  });
});

describe('keyboard focus when rows are removed', () => {
  it('moves to the remove button of the row that took its place, then the last row’s, then the title', async () => {
    const user = userEvent.setup();
    serve({
      cart: [
        cartItemFixture({ id: 11, product: 1, leadTimePrice: 1, baseCost: 29, productPrice: 29 }),
        cartItemFixture({ id: 12, product: 2, baseCost: 10, productPrice: 10 }),
      ],
    });
    $user.set(signedInUser);
    renderCart('/account/cart');
    await screen.findByRole('listitem', { name: 'Photo Book' });
    const removeButton = (name: string) =>
      within(row(name)).getByRole('button', { name: `Remove ${name} from the cart` });

    removeButton('Golden Hour Vows').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Golden Hour Vows' })).not.toBeInTheDocument());
    expect(removeButton('Photo Book')).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Your cart is empty')).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toHaveFocus();
  });
});

describe('keyboard focus when a removal fails', () => {
  it('stays on the row’s button, and a later change of the cart moves no focus', async () => {
    const errors = quietErrors();
    const user = userEvent.setup();
    const items = [
      cartItemFixture({ id: 11, product: 1, leadTimePrice: 1, baseCost: 29, productPrice: 29 }),
      cartItemFixture({ id: 12, product: 2, baseCost: 10, productPrice: 10 }),
    ];
    serve({ cart: items });
    const fetch = jest.mocked(globalThis.fetch);
    const serveNext = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) =>
      new URL((input as Request).url).pathname === '/api/cart/remove'
        ? json({ message: 'Server error' }, { status: 500 })
        : serveNext(input, init),
    );
    $user.set(signedInUser);
    renderCart('/account/cart');
    const remove = within(await screen.findByRole('listitem', { name: 'Photo Book' })).getByRole('button', {
      name: 'Remove Photo Book from the cart',
    });
    remove.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-disabled', 'true'));
    expect(remove).toHaveFocus();
    expect(screen.getByRole('listitem', { name: 'Photo Book' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalled();

    // The shopper goes on; later the cart changes (another tab removed the first row).
    remove.blur();
    act(() => $userCart.set([items[1]!]));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Golden Hour Vows' })).not.toBeInTheDocument());
    expect(document.body).toHaveFocus();
  });
});

describe('the photo popup from a cart row', () => {
  const tripItem = () => cartItemFixture({ id: 14, product: 4, leadTimePrice: 1, baseCost: 39, productPrice: 39 });

  /** The API's POST /api/cart/image: the photo joins the item and its id comes back in x-image-id. */
  function serveUploads(server: Server) {
    let nextId = 200;
    mockXhr((upload) => {
      if (upload.url !== '/api/cart/image') return { status: 404, body: { message: 'Route not found' } };
      const id = nextId++;
      server.cart = server.cart.map((item) =>
        item.id === 14
          ? { ...item, images: [...item.images, { id, image: `${id}.jpg`, position: item.images.length }] }
          : item,
      );
      return { body: server.cart, headers: { 'x-image-id': String(id) } };
    });
  }

  async function openPopup() {
    const user = userEvent.setup();
    const server: Server = { cart: [tripItem()] };
    serve(server);
    serveUploads(server);
    fakePhotoUploader();
    $user.set(signedInUser);
    renderCart('/account/cart');
    const button = within(await screen.findByRole('listitem', { name: 'Summer Trip' })).getByRole('button', {
      name: 'Upload Your Photos & Add Your Story Title',
    });
    expect(button).toHaveAccessibleDescription('0 photos uploaded');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Your Photos & Add Your Story Title' });
    await within(dialog).findByRole('button', { name: 'Done' });
    return { user, button, dialog, server };
  }

  it('closes with Escape and gives focus back to the row’s button', async () => {
    const { user, button } = await openPopup();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes photos and the story title, then the readiness reasons clear and SECURE CHECKOUT opens', async () => {
    const { user, button, dialog } = await openPopup();
    expect(checkoutButton()).toHaveAttribute(
      'title',
      'To proceed to payment:\nadd Story Title for Summer Trip\nupload photos for Summer Trip',
    );
    expect(within(dialog).getByText('Selected 0 of 10')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add a photo' }));
    await waitFor(() => expect(within(dialog).getByText('Selected 1 of 10')).toBeInTheDocument());
    // The photo is on the item at once: the row counts it behind the popup.
    expect(button).toHaveAccessibleDescription('1 photo uploaded');
    await user.type(within(dialog).getByLabelText('Story Title'), 'Our summer');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(within(totals()).getByRole('link', { name: 'SECURE CHECKOUT' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByText(/To proceed to payment/)).not.toBeInTheDocument();
    expect($cart.get()[0]).toMatchObject({
      images: [{ id: 200, image: '200.jpg', position: 0 }],
      captions: [{ fieldId: 31, label: 'Story Title', position: 0, type: 'text', value: 'Our summer' }],
    });
  });
});

describe('the coupon field', () => {
  const input = () => screen.getByRole('textbox', { name: 'Coupon code' });
  const apply = () => screen.getByRole('button', { name: 'Apply' });

  async function renderSignedIn(server: Server) {
    const calls = serve(server);
    $user.set(signedInUser);
    renderCart('/account/cart');
    await screen.findByRole('listitem', { name: 'Golden Hour Vows' });
    return calls;
  }

  it('keeps Apply disabled while the code is blank', async () => {
    const user = userEvent.setup();
    serve();
    $visitorCart.set([bookItem()]);
    renderCart();
    await screen.findByRole('listitem', { name: 'Photo Book' });
    expect(apply()).toBeDisabled();
    await user.type(input(), '   ');
    expect(apply()).toBeDisabled();
    await user.type(input(), 'STORY10');
    expect(apply()).toBeEnabled();
  });

  it('takes exactly as many characters as POST /api/cart/apply-coupon accepts (COUPON_CODE_MAX_LENGTH)', async () => {
    serve();
    $visitorCart.set([bookItem()]);
    renderCart();
    await screen.findByRole('listitem', { name: 'Photo Book' });
    expect(input()).toHaveAttribute('maxlength', String(COUPON_CODE_MAX_LENGTH));
    expect(ApplyCouponStruct.is({ coupon: 'X'.repeat(COUPON_CODE_MAX_LENGTH) })).toBe(true);
    expect(ApplyCouponStruct.is({ coupon: 'X'.repeat(COUPON_CODE_MAX_LENGTH + 1) })).toBe(false);
    const user = userEvent.setup();
    await user.click(input());
    await user.paste('X'.repeat(COUPON_CODE_MAX_LENGTH + 10));
    expect(input()).toHaveValue('X'.repeat(COUPON_CODE_MAX_LENGTH));
  });

  it('applies a code: clears the field, shows the discount and the server’s message', async () => {
    const user = userEvent.setup();
    const server: Server = {
      cart: [
        cartItemFixture({ id: 11, product: 1, leadTimePrice: 1, baseCost: 29, productPrice: 29, images: [photo] }),
      ],
      coupon: (code) =>
        json({
          success: true,
          message: `Coupon ${code} applied`,
          cart: server.cart.map((item) => ({ ...item, discountAmount: 2.9 })),
        }),
    };
    const { to } = await renderSignedIn(server);
    await user.type(input(), ' STORY10 ');
    await user.click(apply());
    await waitFor(() => expect(screen.getByText('Coupon STORY10 applied')).toBeInTheDocument());
    expect(screen.getByText('Coupon STORY10 applied')).toHaveAttribute('role', 'status');
    await expect(to('/api/cart/apply-coupon')[0]!.json()).resolves.toEqual({ coupon: 'STORY10' });
    expect(input()).toHaveValue('');
    expect(totalLine('Subtotal')).toBe('$29.00');
    expect(totalLine('Discount')).toBe('-$2.90');
    // 8.875% of 26.10 = 2.316375 → 2.32.
    expect(totalLine('Tax (8.875%)')).toBe('$2.32');
    expect(totalLine('Total')).toBe('$28.42');
    expect(within(row('Golden Hour Vows')).getByText('$26.10')).toBeInTheDocument();
    expect(within(row('Golden Hour Vows')).getByText('$29.00').tagName).toBe('S');
  });

  it('keeps the focus with the keyboard: on Apply while applying and after a refusal, on the field after success', async () => {
    const user = userEvent.setup();
    quietErrors();
    let answer: (response: Response) => void = () => undefined;
    const server: Server = {
      cart: [cartItemFixture({ id: 11, product: 1, leadTimePrice: 1 })],
      coupon: () => new Promise<Response>((resolve) => (answer = resolve)),
    };
    const { to } = await renderSignedIn(server);
    await user.type(input(), 'NOPE');
    await user.tab();
    expect(apply()).toHaveFocus();
    await user.keyboard('{Enter}');
    const applying = await screen.findByRole('button', { name: 'Applying…' });
    expect(applying).toHaveFocus();
    expect(applying).toHaveAttribute('aria-disabled', 'true');
    // A second press while applying sends nothing more.
    await user.keyboard('{Enter}');
    answer(json({ message: 'This coupon code does not exist', field: 'coupon' }, { status: 404 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon code does not exist');
    expect(apply()).toHaveFocus();
    expect(to('/api/cart/apply-coupon')).toHaveLength(1);

    await user.clear(input());
    await user.type(input(), 'STORY10');
    await user.tab();
    await user.keyboard('{Enter}');
    answer(json({ success: true, message: 'Coupon applied', cart: server.cart }));
    expect(await screen.findByText('Coupon applied')).toBeInTheDocument();
    expect(apply()).toBeDisabled();
    expect(input()).toHaveFocus();
  });

  it('shows the server’s message under the field when the code is refused', async () => {
    const user = userEvent.setup();
    quietErrors();
    await renderSignedIn({
      cart: [cartItemFixture({ id: 11, product: 1, leadTimePrice: 1 })],
      coupon: () => json({ message: 'This coupon code does not exist', field: 'coupon' }, { status: 404 }),
    });
    await user.type(input(), 'NOPE');
    await user.click(apply());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This coupon code does not exist');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('This coupon code does not exist');
    expect(input()).toHaveValue('NOPE');
    expect(within(totals()).queryByText('Discount')).not.toBeInTheDocument();
    await user.type(input(), 'X');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Failed to apply coupon" when the call gets no answer', async () => {
    const user = userEvent.setup();
    quietErrors();
    await renderSignedIn({
      cart: [cartItemFixture({ id: 11, product: 1, leadTimePrice: 1 })],
      coupon: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await user.type(input(), 'STORY10');
    await user.click(apply());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to apply coupon');
  });

  it('shows nothing when the refusal carries no message (storefront §4), not the status text', async () => {
    const user = userEvent.setup();
    quietErrors();
    let answered = false;
    await renderSignedIn({
      cart: [cartItemFixture({ id: 11, product: 1, leadTimePrice: 1 })],
      coupon: () => {
        answered = true;
        return new Response('', { status: 400, statusText: 'Bad Request' });
      },
    });
    await user.type(input(), 'NOPE');
    await user.click(apply());
    await waitFor(() => expect(answered).toBe(true));
    await waitFor(() => expect(apply()).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(input()).toHaveValue('NOPE');
  });

  it('shows a visitor the server’s request to sign in', async () => {
    const user = userEvent.setup();
    quietErrors();
    const server: Server = {
      cart: [],
      coupon: () => json({ message: 'Please sign in to continue.' }, { status: 401 }),
    };
    serve(server);
    $visitorCart.set([bookItem()]);
    renderCart();
    await screen.findByRole('listitem', { name: 'Photo Book' });
    await user.type(input(), 'STORY10');
    await user.click(apply());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to continue.');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in?return=%2Faccount%2Fcart',
    );
    expect($visitorCart.get()).toHaveLength(1);
  });
});
