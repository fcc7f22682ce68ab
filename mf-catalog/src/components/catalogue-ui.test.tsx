import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../test/render-routes';
import { Carousel } from './carousel/carousel';
import { pageItems } from './paginator/page-items';
import { Paginator } from './paginator/paginator';
import { RangeSlider } from './range-slider/range-slider';
import { parseRangeInput, type Range } from './range-slider/range-values';
import { StarsRating } from './stars-rating/stars-rating';

describe('pageItems', () => {
  it('shows nothing for one page or fewer', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([]);
  });

  it('shows every page when there are few', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first and the last page with dots where pages are left out', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 'end-dots', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'start-dots', 4, 5, 6, 'end-dots', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'start-dots', 7, 8, 9, 10]);
  });

  it('shows a single left-out page instead of dots', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'end-dots', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'start-dots', 6, 7, 8, 9, 10]);
  });
});

function renderPaginator(path: string, page: number, pages: number) {
  return renderRoutes([{ path: '*', element: <Paginator page={page} pages={pages} /> }], path);
}

describe('Paginator', () => {
  it('links every page with the other query parameters kept and page set', () => {
    renderPaginator('/catalog?filter=%7B%22keyword%22%3A%22love%22%7D&page=5', 5, 10);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/catalog?filter=%7B%22keyword%22%3A%22love%22%7D&page=1',
    );
    expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute(
      'href',
      '/catalog?filter=%7B%22keyword%22%3A%22love%22%7D&page=10',
    );
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/catalog?filter=%7B%22keyword%22%3A%22love%22%7D&page=4',
    );
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/catalog?filter=%7B%22keyword%22%3A%22love%22%7D&page=6',
    );
    expect(within(nav).getAllByText('…')).toHaveLength(2);
  });

  it('disables the previous arrow on the first page and the next arrow on the last', () => {
    const { unmount } = renderPaginator('/catalog', 1, 3);
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Previous page' })).not.toHaveAttribute('href');
    unmount();
    renderPaginator('/catalog?page=3', 3, 3);
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('is hidden for one page', () => {
    renderPaginator('/catalog', 1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('Carousel', () => {
  let width: jest.SpyInstance | undefined;
  afterEach(() => width?.mockRestore());

  /** A carousel of `count` slides, one in view, with its arrows; the Next arrow has the focus. */
  function renderCarousel(count: number) {
    // jsdom lays nothing out: Swiper needs a width to find the slides after the first.
    width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    render(
      <Carousel label="Pictures">
        {Array.from({ length: count }, (_, index) => (
          <p key={index}>Slide {index + 1}</p>
        ))}
      </Carousel>,
    );
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toBeDisabled();
    next.focus();
    return { previous, next, user: userEvent.setup() };
  }

  it('hands the focus to the other arrow when the pressed one reaches the end and disables itself', async () => {
    const { previous, next, user } = renderCarousel(3);
    await user.keyboard('{Enter}');
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(previous).toBeDisabled();
    expect(next).toHaveFocus();
  });

  it('hands the focus over with two slides too, where the other arrow was disabled until the press', async () => {
    const { previous, next, user } = renderCarousel(2);
    await user.keyboard('{Enter}');
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(previous).toBeDisabled();
    expect(next).toHaveFocus();
  });
});

describe('RangeSlider', () => {
  function Controlled({ onChange = () => undefined }: { onChange?: (value: Range) => void }) {
    const [value, setValue] = useState<Range>([10, 90]);
    return (
      <RangeSlider
        label="Price"
        min={0}
        max={100}
        value={value}
        prefix="$"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }

  it('parses typed integers after removing spaces; anything else is 0', () => {
    expect(parseRangeInput(' 1 200 ')).toBe(1200);
    expect(parseRangeInput('abc')).toBe(0);
    expect(parseRangeInput('')).toBe(0);
  });

  it('takes a typed value on Enter, kept within the bounds and the other end', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    const from = screen.getByRole('textbox', { name: 'Price from' });
    await user.clear(from);
    await user.type(from, '2 5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([25, 90]);
    const to = screen.getByRole('textbox', { name: 'Price to' });
    await user.clear(to);
    await user.type(to, '500');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith([25, 100]);
    await user.clear(to);
    await user.type(to, 'x{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([25, 25]);
    expect(screen.getByRole('slider', { name: 'Price to' })).toHaveValue('25');
  });
});

describe('StarsRating', () => {
  it('reads the rating out', () => {
    render(<StarsRating rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });
});
