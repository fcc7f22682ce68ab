import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { EARLY_EVENTS_SCRIPT } from '../../server/early-events';
import { replayEarlyEvents } from './replay-early-events';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Shop({ onAdd, onSearch }: { onAdd: (name: string) => void; onSearch: (query: string) => void }) {
  const [name, setName] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [query, setQuery] = useState('');
  return (
    <main>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="button" onClick={() => onAdd(name)}>
        Add to cart
      </button>
      <button type="button" onClick={() => setFiltersOpen(true)}>
        Filters
      </button>
      {filtersOpen && <p>Filters open</p>}
      <form
        aria-label="Search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(query);
        }}
      >
        <input aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </form>
    </main>
  );
}

const byText = (text: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === text)!;
const field = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;

/** What a shopper does in the browser: the field's value changes, then the browser sends input. */
function type(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

let root: Root | undefined;
beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  delete window.__shopEarlyEvents;
});

function serverRender(props: Parameters<typeof Shop>[0]): void {
  document.getElementById('root')!.innerHTML = renderToString(<Shop {...props} />);
  new Function(EARLY_EVENTS_SCRIPT)();
}

it('holds clicks, submissions and typing before hydration, and replays them in order once the page is hydrated', async () => {
  const onAdd = jest.fn();
  const onSearch = jest.fn();
  serverRender({ onAdd, onSearch });

  type(field('Name'), 'Ann');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  byText('Add to cart').dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  byText('Filters').click();
  type(field('Search'), 'wedding');
  field('Search').form!.requestSubmit();

  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, <Shop onAdd={onAdd} onSearch={onSearch} />);
  });
  // Hydrated, not replayed yet: nothing has happened twice or early.
  expect(onAdd).not.toHaveBeenCalled();
  expect(document.body.textContent).not.toContain('Filters open');

  act(() => replayEarlyEvents());
  expect(onAdd).toHaveBeenCalledWith('Ann');
  expect(document.body.textContent).toContain('Filters open');
  expect(onSearch).toHaveBeenCalledWith('wedding');
  expect(window.__shopEarlyEvents!.held).toEqual([]);

  // From now on events reach React directly, once each.
  act(() => byText('Add to cart').click());
  expect(onAdd).toHaveBeenCalledTimes(2);
});

it('lets a click with a modifier key or outside the page’s root go on as the browser does it', () => {
  serverRender({ onAdd: jest.fn(), onSearch: jest.fn() });
  const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
  byText('Add to cart').dispatchEvent(newTab);
  expect(newTab.defaultPrevented).toBe(false);
  const outside = document.createElement('button');
  document.body.append(outside);
  const elsewhere = new MouseEvent('click', { bubbles: true, cancelable: true });
  outside.dispatchEvent(elsewhere);
  expect(elsewhere.defaultPrevented).toBe(false);
  expect(window.__shopEarlyEvents!.held).toEqual([]);
});

it('drops what was done on elements a fresh render replaced', async () => {
  const onAdd = jest.fn();
  serverRender({ onAdd, onSearch: jest.fn() });
  byText('Add to cart').click();
  document.getElementById('root')!.innerHTML = renderToString(<Shop onAdd={onAdd} onSearch={jest.fn()} />);
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, <Shop onAdd={onAdd} onSearch={jest.fn()} />);
  });
  act(() => replayEarlyEvents());
  expect(onAdd).not.toHaveBeenCalled();
});

it('holds a click on content not hydrated yet though the replay has started (the layout hydrates first), and sends it once React takes the content over', async () => {
  const onAdd = jest.fn();
  serverRender({ onAdd, onSearch: jest.fn() });
  act(() => replayEarlyEvents());

  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  byText('Add to cart').dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(onAdd).not.toHaveBeenCalled();

  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, <Shop onAdd={onAdd} onSearch={jest.fn()} />);
  });
  await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
  // Hydrated elements are no longer held: the next click reaches React at once.
  act(() => byText('Add to cart').click());
  expect(onAdd).toHaveBeenCalledTimes(2);
});

it('never holds clicks on elements added after the page was parsed (a slider’s own bullets)', () => {
  serverRender({ onAdd: jest.fn(), onSearch: jest.fn() });
  const bullet = document.createElement('span');
  document.querySelector('main')!.append(bullet);
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  bullet.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  expect(window.__shopEarlyEvents!.held).toEqual([]);
});

it('does nothing on a page the server did not render (no inline script)', () => {
  expect(() => replayEarlyEvents()).not.toThrow();
});
