import { pageReloader } from './reload';

export const CHUNK_RELOAD_KEY_PREFIX = 'shop.chunk-reload:';

const CHUNK_ERROR = /ChunkLoadError|Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** An error from loading code that is no longer there (a new deploy) or did not arrive. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || CHUNK_ERROR.test(`${String(name)}: ${String(message)}`);
}

const keyFor = (path: string) => `${CHUNK_RELOAD_KEY_PREFIX}${path}`;

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Wraps a dynamic import (a route's `lazy` or React.lazy): when the code fails to load, the page reloads once
 * per path (storefront §8, "A route module that fails to load reloads the page"). If it fails again after that
 * reload the error is thrown to the error boundary instead: never a reload loop. A success clears the guard.
 */
export function lazyWithReload<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    // On the shell's server (rendering a page) there is no page to reload.
    if (typeof window === 'undefined') return load();
    const key = keyFor(window.location.pathname);
    try {
      const module = await load();
      session()?.removeItem(key);
      return module;
    } catch (error) {
      const storage = session();
      if (!isChunkLoadError(error) || !storage || storage.getItem(key)) throw error;
      storage.setItem(key, String(Date.now()));
      console.error('Code for this page failed to load; reloading once', error);
      pageReloader.reload();
      // The page is going away; do not let the router render an error meanwhile.
      return new Promise<T>(() => {});
    }
  };
}
