import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, $sessionEnded, $user, type CartItem } from '@shop/shared';

export type CheckoutItems = {
  /** The cart the checkout shows: while signed out here, the account's as last seen (if it was seen). */
  items: CartItem[];
  /** Signed out while on the page, or the session had just ended (the shell's notice) when it opened. */
  signedOutHere: boolean;
};

/**
 * The checkout's cart items, and whether the shopper was signed out here. Such a shopper is asked to sign in again on
 * the page, beside what they were ordering: signed out, $cart is this browser's own cart, often empty, and judged on it
 * the page would send them to the cart page. A session refused just before the page came counts too: the stored token
 * can be refused (the shell's first calls) before the page is there.
 */
export function useCheckoutItems(): CheckoutItems {
  const user = useStore($user);
  const sessionEnded = useStore($sessionEnded);
  const cartItems = useStore($cart);
  const [accountItems, setAccountItems] = useState<CartItem[] | null>(user ? cartItems : null);
  if (user && accountItems !== cartItems) setAccountItems(cartItems);
  // Kept once seen: closing the notice does not send the shopper away.
  const [endedHere, setEndedHere] = useState(sessionEnded);
  if (sessionEnded && !endedHere) setEndedHere(true);

  if (user) return { items: cartItems, signedOutHere: false };
  return { items: accountItems ?? cartItems, signedOutHere: accountItems !== null || endedHere };
}
