import { CHUNK_RELOAD_KEY_PREFIX, isChunkLoadError, lazyWithReload } from './lazy-with-reload';
import { pageReloader } from './reload';

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.\n(error: http://localhost/42.js)'), { name: 'ChunkLoadError' });
const key = () => `${CHUNK_RELOAD_KEY_PREFIX}${window.location.pathname}`;

let reload: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  reload = jest.spyOn(pageReloader, 'reload').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('lazyWithReload', () => {
  it('gives the module when the code loads', async () => {
    const module = { Component: () => null };
    await expect(lazyWithReload(async () => module)()).resolves.toBe(module);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when the code fails to load', async () => {
    const pending = lazyWithReload(() => Promise.reject(chunkError()))();
    await Promise.resolve();
    await new Promise(process.nextTick);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(key())).not.toBeNull();
    const settled = jest.fn();
    void pending.then(settled, settled);
    await new Promise(process.nextTick);
    expect(settled).not.toHaveBeenCalled();
  });

  it('throws to the error boundary instead of reloading again after that reload', async () => {
    sessionStorage.setItem(key(), '1');
    await expect(lazyWithReload(() => Promise.reject(chunkError()))()).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the guard once the code has loaded', async () => {
    sessionStorage.setItem(key(), '1');
    await lazyWithReload(async () => ({}))();
    expect(sessionStorage.getItem(key())).toBeNull();
  });

  it('does not reload for errors that are not about loading code', async () => {
    await expect(lazyWithReload(() => Promise.reject(new TypeError('x is undefined')))()).rejects.toThrow('x is undefined');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it('recognises the messages bundlers and browsers use', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError('Loading chunk')).toBe(false);
  });
});
