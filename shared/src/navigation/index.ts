export { ShopLink, type ShopLinkProps } from './shop-link';
export { setPathPrefetcher, prefetchPath, type PathPrefetcher } from './prefetch';
export { lazyWithReload, isChunkLoadError, CHUNK_RELOAD_KEY_PREFIX } from './lazy-with-reload';
export { pageReloader, reloadPage } from './reload';
export * from './sign-in-links';
