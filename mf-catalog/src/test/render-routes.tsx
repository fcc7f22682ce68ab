import {
  $initialState,
  $user,
  $visitorCart,
  $visitorWishlist,
  $userCart,
  productCache,
  resetCartLoading,
} from '@shop/shared';
import { disposeRouters } from '@shop/shared/testing';

export { currentLocation, renderRoutes } from '@shop/shared/testing';

// Every catalogue test starts from empty stores and storage.

afterEach(() => {
  disposeRouters();
  $user.set(null);
  $initialState.set(null);
  $visitorCart.set([]);
  $visitorWishlist.set([]);
  $userCart.set([]);
  resetCartLoading();
  productCache.clear();
  localStorage.clear();
  jest.restoreAllMocks();
});

