import { act, render, screen } from '@testing-library/react';
import { NearViewport } from './near-viewport';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('renders its children once their place comes near the view, and only then', () => {
  let notify: Callback = () => undefined;
  const options: IntersectionObserverInit[] = [];
  const disconnect = jest.fn();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: Callback, init: IntersectionObserverInit) {
      notify = callback;
      options.push(init);
    }
    observe() {}
    disconnect = disconnect;
  };
  render(
    <NearViewport>
      <p>Carousel</p>
    </NearViewport>,
  );
  expect(screen.queryByText('Carousel')).not.toBeInTheDocument();
  expect(options[0]?.rootMargin).toBe('0px 0px 800px 0px');

  act(() => notify([{ isIntersecting: false }]));
  expect(screen.queryByText('Carousel')).not.toBeInTheDocument();
  act(() => notify([{ isIntersecting: true }]));
  expect(screen.getByText('Carousel')).toBeInTheDocument();
  expect(disconnect).toHaveBeenCalled();
});

it('renders at once where the browser cannot tell (no IntersectionObserver)', () => {
  render(
    <NearViewport>
      <p>Carousel</p>
    </NearViewport>,
  );
  expect(screen.getByText('Carousel')).toBeInTheDocument();
});
