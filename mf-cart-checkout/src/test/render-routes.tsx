import { disposeRouters, resetShopStores } from '@shop/shared/testing';

export { currentLocation, json, renderRoutes, routeFetch, type FetchHandler } from '@shop/shared/testing';

// Every cart test starts from empty stores and storage.
afterEach(() => {
  disposeRouters();
  resetShopStores();
  jest.restoreAllMocks();
});
