import { disposeRouters, resetShopStores } from '@shop/shared/testing';

export { currentLocation, renderRoutes } from '@shop/shared/testing';

// Every catalogue test starts from empty stores and storage.
afterEach(() => {
  disposeRouters();
  resetShopStores();
  jest.restoreAllMocks();
});
