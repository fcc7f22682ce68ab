import { mockFetch } from '../testing/mock-fetch';
import { json } from '../../testing/route-fetch';
import { clearPageCache, getPage } from './get-page';

const page = { slug: 'terms', title: 'Terms of Service', shortTitle: 'Terms', content: '<p>Hi</p>' };
const serverError = () => json({ message: 'Database down' }, { status: 500 });

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  clearPageCache();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Runs getPage while letting the pauses between attempts pass. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const result = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await jest.runAllTimersAsync();
  const outcome = await result;
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

describe('getPage', () => {
  it('loads a page by slug', async () => {
    const { requests } = mockFetch(json(page));
    await expect(settle(getPage('terms'))).resolves.toEqual(page);
    expect(requests[0]!.url).toBe('http://localhost/api/pages/terms');
  });

  it('tries again after a server error or a network failure, up to 3 attempts', async () => {
    const { fetch } = mockFetch(serverError(), new TypeError('fetch failed'), json(page));
    await expect(settle(getPage('terms'))).resolves.toEqual(page);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after the third failed attempt', async () => {
    const { fetch } = mockFetch(serverError());
    await expect(settle(getPage('terms'))).rejects.toMatchObject({ name: 'ApiError', status: 500 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not try again after a 404', async () => {
    const { fetch } = mockFetch(json({ message: 'Page not found' }, { status: 404 }));
    await expect(settle(getPage('nothing'))).rejects.toMatchObject({ name: 'ApiError', status: 404, message: 'Page not found' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a loaded page in memory per slug', async () => {
    const { fetch } = mockFetch(json(page), json({ ...page, slug: 'privacy', title: 'Privacy' }));
    await settle(getPage('terms'));
    await settle(getPage('terms'));
    await expect(settle(getPage('privacy'))).resolves.toMatchObject({ title: 'Privacy' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next visit asks again', async () => {
    const { fetch } = mockFetch(json({ message: 'Page not found' }, { status: 404 }), json(page));
    await expect(settle(getPage('terms'))).rejects.toMatchObject({ status: 404 });
    await expect(settle(getPage('terms'))).resolves.toEqual(page);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
