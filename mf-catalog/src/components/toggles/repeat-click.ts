/**
 * The second (or a later) click of a double click. A toggle takes a double click as one press: a visitor's cart and
 * wishlist change at once (no request to wait for), so the second click took the product straight out again.
 * Keyboard presses have `detail` 0.
 */
export const isRepeatClick = (event: { detail: number }): boolean => event.detail > 1;
