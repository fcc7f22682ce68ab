import { disposeRouters, resetShopStores } from '@shop/shared/testing';

export { json, renderRoutes, routeFetch, mockXhr, quietErrors, type FetchHandler } from '@shop/shared/testing';

// Every uploader test starts from empty stores and storage.
afterEach(() => {
  disposeRouters();
  resetShopStores();
  jest.restoreAllMocks();
});
