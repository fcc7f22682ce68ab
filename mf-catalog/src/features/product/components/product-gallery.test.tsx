import { join } from 'node:path';
import '../../../test/match-media';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productFixture } from '../../../test/fixtures';
import { applyModuleCss } from '../../../test/module-css';
import { ProductGallery } from './product-gallery';

// The video and six pictures: seven 96 px thumbnails 8 px apart in a strip 375 px wide (jsdom lays nothing out).
const product = productFixture({
  name: 'Golden Hour Vows',
  images: Array.from({ length: 6 }, (_, index) => ({ image: `picture-${index}.png` })),
});
const STRIP_WIDTH = 375;
const THUMB_STEP = 104;
const THUMB_WIDTH = 96;

/** Lays the strip out as a browser would: its thumbnails move left by its scrollLeft, which scrollBy changes. */
function layOutStrip() {
  const strip = screen.getByRole('list', { name: 'Gallery thumbnails' });
  let scrollLeft = 0;
  const scrollBy = jest.fn(({ left = 0 }: ScrollToOptions) => {
    scrollLeft += left;
  });
  strip.scrollBy = scrollBy as typeof strip.scrollBy;
  jest.spyOn(strip, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, STRIP_WIDTH, 60));
  Array.from(strip.children).forEach((item, index) => {
    jest
      .spyOn(item, 'getBoundingClientRect')
      .mockImplementation(() => new DOMRect(index * THUMB_STEP - scrollLeft, 0, THUMB_WIDTH, 58));
  });
  const inView = (name: string) => {
    const box = screen.getByRole('button', { name }).closest('li')!.getBoundingClientRect();
    return box.left >= 0 && box.right <= STRIP_WIDTH;
  };
  return { scrollBy, inView };
}

// Swiper measures its container (0 in jsdom, where it would lock itself with its arrows disabled).
beforeEach(() => jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(STRIP_WIDTH));
afterEach(() => jest.restoreAllMocks());

describe('the product gallery thumbnails', () => {
  it('scroll the strip to keep the active thumbnail in view as the slide changes', async () => {
    const user = userEvent.setup();
    render(<ProductGallery product={product} />);
    const { scrollBy, inView } = layOutStrip();

    for (let step = 0; step < 5; step += 1) await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('button', { name: 'Show picture 5' })).toHaveAttribute('aria-current', 'true');
    expect(inView('Show picture 5')).toBe(true);
    expect(inView('Show picture 4')).toBe(true);
    // Horizontally only, by the strip: the page itself does not move.
    expect(scrollBy).toHaveBeenCalledWith(expect.not.objectContaining({ top: expect.anything() }));

    // Back to the start by a thumbnail's click and by "Previous slide".
    await user.click(screen.getByRole('button', { name: 'Show picture 1' }));
    expect(inView('Show picture 1')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('button', { name: 'Show the video' })).toHaveAttribute('aria-current', 'true');
    expect(inView('Show the video')).toBe(true);
  });

  it('scroll without animation for those who prefer reduced motion', async () => {
    const matchMedia = jest.spyOn(window, 'matchMedia');
    matchMedia.mockImplementation(
      (query) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
    );
    const user = userEvent.setup();
    render(<ProductGallery product={product} />);
    const { scrollBy } = layOutStrip();
    await user.click(screen.getByRole('button', { name: 'Show picture 6' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 6 * THUMB_STEP + THUMB_WIDTH - STRIP_WIDTH, behavior: 'auto' });
  });

  it('leave the strip alone while the active thumbnail is in view', async () => {
    const user = userEvent.setup();
    render(<ProductGallery product={product} />);
    const { scrollBy } = layOutStrip();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Show picture 2' }));
    expect(screen.getByRole('button', { name: 'Show picture 2' })).toHaveAttribute('aria-current', 'true');
    expect(scrollBy).not.toHaveBeenCalled();
  });
});

describe('the thumbnail strip', () => {
  it('leaves room on every side for a thumbnail’s 5 px focus ring, which the scrolling strip would clip', () => {
    applyModuleCss(join(__dirname, 'product-gallery.module.css'));
    render(<ProductGallery product={product} />);
    const strip = getComputedStyle(screen.getByRole('list', { name: 'Gallery thumbnails' }));
    expect(strip.overflowX).toBe('auto');
    for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
      expect(parseFloat(strip[`padding${side}`])).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('the product video', () => {
  it('says "Failed to load video" when the video cannot be loaded', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<ProductGallery product={product} />);
    await user.click(screen.getAllByRole('button', { name: 'Play video' })[0]!);
    const video = screen.getByLabelText('Preview of Golden Hour Vows');
    act(() => {
      video.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load video');
    expect(screen.queryByLabelText('Preview of Golden Hour Vows')).not.toBeInTheDocument();
  });
});
