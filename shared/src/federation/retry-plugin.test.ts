/** @jest-environment node */
import retryPlugin, { ATTEMPT_TIMEOUT_MS } from './retry-plugin';

// Longer than the back-off after a first failed attempt.
const BACKOFF_FOR_TEST_MS = 1000;

const call = (url: string) => {
  const plugin = retryPlugin() as { fetch: (url: string, init: RequestInit) => Promise<Response> };
  return plugin.fetch(url, {});
};

describe('the federation retry plugin', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  it('retries a network failure and returns the answer that finally comes', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    global.fetch = fetchMock;
    const response = await call('http://localhost:3001/mf-manifest.json');
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after three attempts with the last error', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    global.fetch = fetchMock;
    await expect(call('http://localhost:3001/mf-manifest.json')).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up an attempt that gets no answer and tries again', async () => {
    jest.useFakeTimers();
    const hangs = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const fetchMock = jest
      .fn()
      .mockImplementationOnce(hangs)
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    global.fetch = fetchMock;
    const answer = call('http://localhost:3001/mf-manifest.json');
    await jest.advanceTimersByTimeAsync(ATTEMPT_TIMEOUT_MS + BACKOFF_FOR_TEST_MS);
    expect((await answer).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops at the caller’s abort, before a first attempt and between attempts', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    global.fetch = fetchMock;
    const plugin = retryPlugin() as { fetch: (url: string, init: RequestInit) => Promise<Response> };
    await expect(
      plugin.fetch('http://localhost:3001/mf-manifest.json', { signal: AbortSignal.abort() }),
    ).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
    const caller = new AbortController();
    fetchMock.mockImplementationOnce(() => {
      caller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(plugin.fetch('http://localhost:3001/mf-manifest.json', { signal: caller.signal })).rejects.toThrow(
      'aborted',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 404, which no retry can mend', async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response('', { status: 404 }));
    global.fetch = fetchMock;
    expect((await call('http://localhost:3001/mf-manifest.json')).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
