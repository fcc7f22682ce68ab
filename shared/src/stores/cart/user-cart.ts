import { atom } from 'nanostores';
import type { CartItem } from '../../contracts/cart';

/** The signed-in user's cart as the server last answered it. */
export const $userCart = atom<CartItem[]>([]);
/** 'idle' before anything was asked, 'loading' while the user's cart is fetched or merged, 'error' when that failed. */
export const $cartStatus = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');
