import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LINK_PREFETCH_DELAY_MS } from '../constants';
import { setPathPrefetcher } from './prefetch';
import { ShopLink } from './shop-link';

let prefetch: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers();
  prefetch = jest.fn(async () => undefined);
  setPathPrefetcher(prefetch);
});
afterEach(() => {
  setPathPrefetcher(undefined);
  jest.useRealTimers();
});

function renderLink() {
  render(
    <MemoryRouter initialEntries={['/catalog']}>
      <ShopLink to="/catalog/product/clip?ref=home">Clip</ShopLink>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Clip' });
}

describe('ShopLink', () => {
  it('is a router link', () => {
    expect(renderLink()).toHaveAttribute('href', '/catalog/product/clip?ref=home');
  });

  it('prefetches its path after the pointer has rested on it for 100 ms', () => {
    const link = renderLink();
    fireEvent.mouseEnter(link);
    act(() => jest.advanceTimersByTime(LINK_PREFETCH_DELAY_MS - 1));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(prefetch).toHaveBeenCalledWith('/catalog/product/clip?ref=home');
  });

  it('does not prefetch when the pointer leaves sooner', () => {
    const link = renderLink();
    fireEvent.mouseEnter(link);
    act(() => jest.advanceTimersByTime(50));
    fireEvent.mouseLeave(link);
    act(() => jest.advanceTimersByTime(LINK_PREFETCH_DELAY_MS));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches on keyboard focus and on touch too', () => {
    const link = renderLink();
    fireEvent.focus(link);
    act(() => jest.advanceTimersByTime(LINK_PREFETCH_DELAY_MS));
    fireEvent.blur(link);
    fireEvent.touchStart(link);
    act(() => jest.advanceTimersByTime(LINK_PREFETCH_DELAY_MS));
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('logs a failed prefetch instead of throwing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setPathPrefetcher(() => Promise.reject(new Error('remote down')));
    fireEvent.mouseEnter(renderLink());
    await act(async () => jest.advanceTimersByTimeAsync(LINK_PREFETCH_DELAY_MS));
    expect(error).toHaveBeenCalledWith('Prefetch of /catalog/product/clip?ref=home failed', expect.any(Error));
    error.mockRestore();
  });
});
