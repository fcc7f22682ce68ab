import { atom } from 'nanostores';

/** Items in the cart, for the header badge. The cart area keeps it up to date (0 until it exists). */
export const $cartCount = atom(0);
