import { followOtherTabs } from './browser-storage';

const KEY = 'test.list.changed';
const otherTabChanged = () =>
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: String(Date.now()) }));

/** A fetch whose answers the test hands out one by one. */
function controlledFetch() {
  const pending: Array<(value: string[]) => void> = [];
  const fetch = jest.fn(() => new Promise<string[]>((resolve) => pending.push(resolve)));
  return { fetch, answer: (value: string[]) => pending.shift()!(value) };
}

describe('followOtherTabs', () => {
  it('drops a fetched copy when this tab applied a change of its own while it was fetched', async () => {
    const { fetch, answer } = controlledFetch();
    const applied: string[][] = [];
    const list = followOtherTabs(KEY, fetch, (value) => applied.push(value));
    otherTabChanged();
    expect(fetch).toHaveBeenCalledTimes(1);
    // This tab's own change is answered first: the fetch began before it, so its copy is older.
    list.changed();
    answer(['older']);
    await Promise.resolve();
    expect(applied).toEqual([]);
    otherTabChanged();
    await waitForCalls(() => fetch.mock.calls.length === 2);
    answer(['newer']);
    await waitForCalls(() => applied.length === 1);
    expect(applied).toEqual([['newer']]);
  });

  it('fetches once more, not once per announcement, when several come while a fetch runs', async () => {
    const { fetch, answer } = controlledFetch();
    const applied: string[][] = [];
    followOtherTabs(`${KEY}.2`, fetch, (value) => applied.push(value));
    const announce = () => window.dispatchEvent(new StorageEvent('storage', { key: `${KEY}.2`, newValue: '1' }));
    announce();
    announce();
    announce();
    announce();
    expect(fetch).toHaveBeenCalledTimes(1);
    answer(['first']);
    await waitForCalls(() => fetch.mock.calls.length === 2);
    answer(['second']);
    await waitForCalls(() => applied.length === 2);
    expect(applied).toEqual([['first'], ['second']]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tells the other tabs on a change, leaving nothing stored', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      followOtherTabs(`${KEY}.3`, jest.fn(), jest.fn()).changed();
      expect(setItem).toHaveBeenCalledWith(`${KEY}.3`, expect.any(String));
      expect(localStorage.getItem(`${KEY}.3`)).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });
});

/** Lets pending promise callbacks run until `done` holds (a few microtask turns at most). */
async function waitForCalls(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 20 && !done(); turn += 1) await Promise.resolve();
  expect(done()).toBe(true);
}
