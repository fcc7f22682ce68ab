import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $cart, $initialState, $user, $wishlistIds } from '@shop/shared';
import { json, routeFetch } from '@shop/shared/testing';
import { cartItemFixture, catalogueState, productFixture, signedInUser } from '../../test/fixtures';
import { CART_TOGGLE_FAILED } from '../toggles/cart-toggle';
import { renderRoutes } from '../../test/render-routes';
import { ProductCard } from './product-card';
import { $playingVideo } from './playing-video';

// jsdom has no media playback: play and pause flip `paused` and fire the events a browser fires.
function setPaused(video: HTMLMediaElement, paused: boolean) {
  Object.defineProperty(video, 'paused', { value: paused, configurable: true });
}
let playResult: () => Promise<void> = () => Promise.resolve();
beforeEach(() => {
  $initialState.set(catalogueState());
  playResult = () => Promise.resolve();
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    const result = playResult();
    void result.then(
      () => {
        setPaused(this, false);
        this.dispatchEvent(new Event('play'));
      },
      () => undefined,
    );
    return result;
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (this.paused) return;
    setPaused(this, true);
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => $playingVideo.set(null));

const first = productFixture({ id: 1, name: 'Golden Hour Vows' });
const second = productFixture({ id: 2, name: 'First Dance' });

function renderCards(...products: ReturnType<typeof productFixture>[]) {
  return renderRoutes(
    [
      {
        path: 'catalog',
        element: (
          <>
            {products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </>
        ),
      },
    ],
    '/catalog',
  );
}
const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;
const videoButton = (name: string) => within(card(name)).getByRole('button', { name: 'Video' });

describe('ProductCard', () => {
  let width: jest.SpyInstance | undefined;
  afterEach(() => width?.mockRestore());

  it('shows the cover, price, title, picture count and duration, linking to the product page', async () => {
    renderCards(
      productFixture({ id: 3, name: 'Road Trip', price: 29, clipProperties: { imageCount: 24, duration: 95 } }),
    );
    const article = card('Road Trip');
    expect(within(article).getByRole('link', { name: 'Road Trip' })).toHaveAttribute(
      'href',
      '/catalog/product/story-3',
    );
    expect(within(article).getByText('$29.00')).toBeInTheDocument();
    expect(within(article).getByText('24 pictures · 01:35')).toBeInTheDocument();
    expect(article.querySelector('img')).toHaveAttribute('src', '/api/media/product-3.png?s=m');
  });

  it('plays one card video at a time', async () => {
    const user = userEvent.setup();
    renderCards(first, second);
    await user.click(videoButton('Golden Hour Vows'));
    expect(videoButton('Golden Hour Vows')).toHaveAttribute('aria-pressed', 'true');
    await user.click(videoButton('First Dance'));
    expect(videoButton('First Dance')).toHaveAttribute('aria-pressed', 'true');
    expect(videoButton('Golden Hour Vows')).toHaveAttribute('aria-pressed', 'false');
    expect(within(card('Golden Hour Vows')).getByRole('button', { name: 'Resume the video' })).toBeInTheDocument();
    await user.click(videoButton('First Dance'));
    expect(videoButton('First Dance')).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers to play again when the video has ended', async () => {
    const user = userEvent.setup();
    renderCards(first);
    await user.click(videoButton('Golden Hour Vows'));
    const video = card('Golden Hour Vows').querySelector('video')!;
    act(() => {
      Object.defineProperty(video, 'ended', { value: true, configurable: true });
      setPaused(video, true);
      video.dispatchEvent(new Event('pause'));
      video.dispatchEvent(new Event('ended'));
    });
    expect(within(card('Golden Hour Vows')).getByRole('button', { name: 'Play the video again' })).toBeInTheDocument();
    expect($playingVideo.get()).toBeNull();
  });

  it('says "Failed to load video" when the video cannot be loaded', async () => {
    const user = userEvent.setup();
    renderCards(first);
    await user.click(videoButton('Golden Hour Vows'));
    act(() => {
      card('Golden Hour Vows').querySelector('video')!.dispatchEvent(new Event('error'));
    });
    expect(within(card('Golden Hour Vows')).getByRole('alert')).toHaveTextContent('Failed to load video');
  });

  it('keeps "Failed to load video" when the browser pauses the failed video (play, error, then pause)', async () => {
    const user = userEvent.setup();
    renderCards(first);
    await user.click(videoButton('Golden Hour Vows'));
    const video = card('Golden Hour Vows').querySelector('video')!;
    await waitFor(() => expect(videoButton('Golden Hour Vows')).toHaveAttribute('aria-pressed', 'true'));
    act(() => {
      video.dispatchEvent(new Event('error'));
      setPaused(video, true);
      video.dispatchEvent(new Event('pause'));
    });
    expect(within(card('Golden Hour Vows')).getByRole('alert')).toHaveTextContent('Failed to load video');
    expect(
      within(card('Golden Hour Vows')).queryByRole('button', { name: 'Resume the video' }),
    ).not.toBeInTheDocument();
  });

  it('says "Failed to play video" when the browser refuses to play', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    playResult = () => Promise.reject(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }));
    const user = userEvent.setup();
    renderCards(first);
    await user.click(videoButton('Golden Hour Vows'));
    expect(await within(card('Golden Hour Vows')).findByRole('alert')).toHaveTextContent('Failed to play video');
  });

  it('pauses the video when the pictures slider opens', async () => {
    const user = userEvent.setup();
    renderCards(first);
    await user.click(videoButton('Golden Hour Vows'));
    await user.click(within(card('Golden Hour Vows')).getByRole('button', { name: 'Pics' }));
    expect(videoButton('Golden Hour Vows')).toHaveAttribute('aria-pressed', 'false');
    await screen.findByRole('region', { name: 'Pictures of Golden Hour Vows' });
    expect(await screen.findByRole('img', { name: 'Golden Hour Vows, picture 1 of 2' })).toBeInTheDocument();
  });

  it('keeps the names of Video, Pics and "Add to cart" and describes each with the product’s name', async () => {
    renderCards(first, second);
    for (const name of ['Golden Hour Vows', 'First Dance']) {
      for (const button of ['Video', 'Pics', 'Add to cart']) {
        expect(within(card(name)).getByRole('button', { name: button })).toHaveAccessibleDescription(name);
      }
    }
  });

  it('goes on with Tab from Pics to the slider’s arrows', async () => {
    // jsdom lays nothing out: Swiper needs a width to find a next slide (else both arrows are disabled).
    width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    const user = userEvent.setup();
    renderCards(first);
    const pics = within(card('Golden Hour Vows')).getByRole('button', { name: 'Pics' });
    pics.focus();
    await user.keyboard('{Enter}');
    const slider = await screen.findByRole('region', { name: 'Pictures of Golden Hour Vows' });
    await user.tab();
    expect(within(slider).getByRole('button', { name: 'Next slide' })).toHaveFocus();
  });

  it('toggles the wishlist and the cart, and cannot add an unavailable product', async () => {
    const user = userEvent.setup();
    renderCards(first, productFixture({ id: 9, name: 'Sold Out', isAvailable: false }));
    await user.click(
      within(card('Golden Hour Vows')).getByRole('button', { name: 'Add to wishlist: Golden Hour Vows' }),
    );
    expect($wishlistIds.get().has(1)).toBe(true);
    expect(
      within(card('Golden Hour Vows')).getByRole('button', { name: 'Remove from wishlist: Golden Hour Vows' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(card('Golden Hour Vows')).getByRole('button', { name: 'Add to cart' }));
    expect($cart.get().map((item) => item.product)).toEqual([1]);
    expect(within(card('Golden Hour Vows')).getByRole('button', { name: 'In the cart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(card('Sold Out')).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(within(card('Sold Out')).getByText('Not available')).toBeInTheDocument();
  });

  it('tells a signed-in shopper when the server did not take the product, and clears it on the next press', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    $user.set(signedInUser);
    let refuse = true;
    routeFetch((url) =>
      url.pathname === '/api/cart/update'
        ? refuse
          ? json({ message: 'Internal server error' }, { status: 500 })
          : json([cartItemFixture({ id: 9, product: 1 })])
        : undefined,
    );
    const user = userEvent.setup();
    renderCards(first);
    await user.click(within(card('Golden Hour Vows')).getByRole('button', { name: 'Add to cart' }));
    expect(await within(card('Golden Hour Vows')).findByRole('alert')).toHaveTextContent(CART_TOGGLE_FAILED.add);
    expect($cart.get()).toEqual([]);
    refuse = false;
    await user.click(within(card('Golden Hour Vows')).getByRole('button', { name: 'Add to cart' }));
    expect(await within(card('Golden Hour Vows')).findByRole('button', { name: 'In the cart' })).toBeInTheDocument();
    expect(within(card('Golden Hour Vows')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("takes a visitor's double click on a toggle as one press, and a keyboard press as a press", async () => {
    const user = userEvent.setup();
    renderCards(first, second);
    await user.dblClick(within(card('Golden Hour Vows')).getByRole('button', { name: 'Add to cart' }));
    expect($cart.get().map((item) => item.product)).toEqual([1]);
    expect(within(card('Golden Hour Vows')).getByRole('button', { name: 'In the cart' })).toBeInTheDocument();
    await user.dblClick(
      within(card('Golden Hour Vows')).getByRole('button', { name: 'Add to wishlist: Golden Hour Vows' }),
    );
    expect($wishlistIds.get().has(1)).toBe(true);

    within(card('First Dance')).getByRole('button', { name: 'Add to cart' }).focus();
    await user.keyboard('{Enter}');
    expect($cart.get().map((item) => item.product)).toEqual([1, 2]);
  });
});
