import { cleanStores } from 'nanostores';
import { PERSONAL_STATE_COOKIE } from '../constants';
import type { WishlistEntry } from '../contracts/catalog';
import type { CartItem } from '../contracts/cart';
import { resetShopStores } from '../testing/reset-stores';
import { $visitorCart } from './cart';
import { $hasPersonalState, keepPersonalStateCookie } from './personal-state';
import { $user } from './user';
import { $visitorWishlist } from './wishlist';

const cookieSet = () => document.cookie.split('; ').includes(`${PERSONAL_STATE_COOKIE}=1`);

afterEach(() => {
  cleanStores($hasPersonalState);
  resetShopStores();
});

it('sets the cookie while a user is signed in or a visitor keeps a cart or wishlist, and clears it after', () => {
  const stop = keepPersonalStateCookie();
  expect(cookieSet()).toBe(false);

  $visitorCart.set([{ id: 1 } as CartItem]);
  expect(cookieSet()).toBe(true);
  $visitorCart.set([]);
  expect(cookieSet()).toBe(false);

  $visitorWishlist.set([{ addedAt: 'x' } as WishlistEntry]);
  expect(cookieSet()).toBe(true);
  $visitorWishlist.set([]);

  $user.set({ id: 3, email: 'a@b.c', profile: null, token: 't' });
  expect(cookieSet()).toBe(true);
  $user.set(null);
  expect(cookieSet()).toBe(false);
  stop();
});
