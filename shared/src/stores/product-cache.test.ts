import { ApiError, NetworkError } from '../api/errors';
import { productFixture } from '../api/testing/fixtures';
import type { Product } from '../contracts/catalog';
import { createProductCache } from './product-cache';

const MINUTE = 60 * 1000;

function setup(
  options: {
    fetchByIds?: (ids: number[]) => Promise<Product[]>;
    fetchBySlug?: (slug: string) => Promise<Product>;
  } = {},
) {
  let time = 0;
  const fetchByIds = jest.fn(options.fetchByIds ?? (async (ids: number[]) => ids.map((id) => productFixture({ id }))));
  const fetchBySlug = jest.fn(
    options.fetchBySlug ?? (async (slug: string) => productFixture({ id: Number(slug.split('-')[1]), slug })),
  );
  const cache = createProductCache({ now: () => time, backoffMs: 0, fetchByIds, fetchBySlug });
  return { cache, fetchByIds, fetchBySlug, advance: (ms: number) => (time += ms) };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the product cache', () => {
  it('answers a product asked for again from memory', async () => {
    const { cache, fetchBySlug } = setup();
    await cache.bySlug('story-3');
    await expect(cache.bySlug('story-3')).resolves.toMatchObject({ id: 3 });
    await expect(cache.byIds([3])).resolves.toMatchObject([{ id: 3 }]);
    expect(fetchBySlug).toHaveBeenCalledTimes(1);
  });

  it('shares one request between callers asking for the same slug at once', async () => {
    const { cache, fetchBySlug } = setup();
    await Promise.all([cache.bySlug('story-3'), cache.bySlug('story-3')]);
    expect(fetchBySlug).toHaveBeenCalledTimes(1);
  });

  it('keeps a product for 5 minutes and loads it again after that', async () => {
    const { cache, fetchByIds, advance } = setup();
    await cache.byIds([1]);
    advance(5 * MINUTE - 1);
    await cache.byIds([1]);
    expect(fetchByIds).toHaveBeenCalledTimes(1);
    advance(1);
    await cache.byIds([1]);
    expect(fetchByIds).toHaveBeenCalledTimes(2);
  });

  it('holds at most 100 products and evicts the oldest first', async () => {
    const { cache, fetchByIds, advance } = setup();
    for (let id = 1; id <= 100; id += 1) {
      cache.remember([productFixture({ id })]);
      advance(1);
    }
    expect(cache.size).toBe(100);
    cache.remember([productFixture({ id: 101 })]);
    expect(cache.size).toBe(100);
    expect(cache.peek(1)).toBeUndefined();
    expect(cache.peek('story-1')).toBeUndefined();
    expect(cache.peek(2)).toMatchObject({ id: 2 });
    await cache.byIds([2, 101]);
    expect(fetchByIds).not.toHaveBeenCalled();
  });

  it('counts a product stored again as the newest', () => {
    const { cache } = setup();
    for (let id = 1; id <= 100; id += 1) cache.remember([productFixture({ id })]);
    cache.remember([productFixture({ id: 1, name: 'Again' })]);
    cache.remember([productFixture({ id: 101 })]);
    expect(cache.peek(1)).toMatchObject({ name: 'Again' });
    expect(cache.peek(2)).toBeUndefined();
  });

  it('asks only for the ids it does not hold and answers in the order asked', async () => {
    const { cache, fetchByIds } = setup();
    cache.remember([productFixture({ id: 2 })]);
    await expect(cache.byIds([3, 2, 1])).resolves.toEqual([
      expect.objectContaining({ id: 3 }),
      expect.objectContaining({ id: 2 }),
      expect.objectContaining({ id: 1 }),
    ]);
    expect(fetchByIds).toHaveBeenCalledWith([3, 1]);
  });

  it('asks again for ids the answer lacked, 3 tries in all, and leaves out those that never come', async () => {
    const { cache, fetchByIds } = setup({
      fetchByIds: async (ids) => ids.filter((id) => id !== 5).map((id) => productFixture({ id })),
    });
    await expect(cache.byIds([4, 5])).resolves.toEqual([expect.objectContaining({ id: 4 })]);
    expect(fetchByIds.mock.calls).toEqual([[[4, 5]], [[5]], [[5]]]);
  });

  it('tries again after a failed call and logs the failure', async () => {
    let calls = 0;
    const { cache, fetchByIds } = setup({
      fetchByIds: async (ids) => {
        calls += 1;
        if (calls === 1) throw new NetworkError();
        return ids.map((id) => productFixture({ id }));
      },
    });
    await expect(cache.byIds([7])).resolves.toHaveLength(1);
    expect(fetchByIds).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('Failed to load products 7'),
      expect.any(NetworkError),
    );
  });

  it('gives a 404 for a slug at once, without trying again or keeping the failure', async () => {
    const notFound = new ApiError({ status: 404, message: 'Could not find product' });
    const { cache, fetchBySlug } = setup({ fetchBySlug: async () => Promise.reject(notFound) });
    await expect(cache.bySlug('story-9')).rejects.toBe(notFound);
    await expect(cache.bySlug('story-9')).rejects.toBe(notFound);
    expect(fetchBySlug).toHaveBeenCalledTimes(2);
  });

  it('tries a slug up to 3 times when the server or the network fails', async () => {
    const { cache, fetchBySlug } = setup({
      fetchBySlug: async () => Promise.reject(new ApiError({ status: 503, message: 'Unavailable' })),
    });
    await expect(cache.bySlug('story-9')).rejects.toMatchObject({ status: 503 });
    expect(fetchBySlug).toHaveBeenCalledTimes(3);
  });
});
