import { atom } from 'nanostores';
import type { CartItem } from '../../contracts/cart';
import { announceToOtherTabs } from '../browser-storage';

/** The signed-in user's cart as the server last answered it. */
export const $userCart = atom<CartItem[]>([]);
/** 'idle' before anything was asked, 'loading' while the user's cart is fetched or merged, 'error' when that failed. */
export const $cartStatus = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');

/** Announced to the other tabs when this tab changed the user's cart; they fetch it again (server-sync.ts). */
export const USER_CART_CHANGED_KEY = 'shop.cart.changed';

/**
 * A cart change call answered (here, or on the cart page): the full cart replaces the user's cart, and the other tabs
 * are told to fetch theirs, so every tab's badge and cart follow.
 */
export function cartReplaced(items: CartItem[]): void {
  $userCart.set(items);
  announceToOtherTabs(USER_CART_CHANGED_KEY);
}
