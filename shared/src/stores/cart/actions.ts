import { removeCartItem, updateCartItem } from '../../api';
import type { Product } from '../../contracts/catalog';
import type { CartItem } from '../../contracts/cart';
import { $user } from '../user';
import { findCartItem } from './cart-contents';
import { cartReplaced } from './server-sync';
import { $visitorCart } from './visitor-cart';
import { nextVisitorId, visitorCartItem, type CartExtras } from './visitor-pricing';

// What shoppers do to the cart: a signed-in user's change goes to the server, whose full cart answer replaces the
// cart; a visitor's change stays in the browser cart.

async function changeUserCart(call: () => Promise<CartItem[]>, failure: string): Promise<boolean> {
  try {
    cartReplaced(await call());
    return true;
  } catch (error) {
    console.error(failure, error);
    return false;
  }
}

/** Puts a product in the cart with its extras (an item already there is left as it is). True when it is in the cart. */
export async function addToCart(product: Product, extras: CartExtras = {}): Promise<boolean> {
  if (!product.isAvailable) return false;
  if (findCartItem(product.id)) return true;
  if ($user.get())
    return changeUserCart(() => updateCartItem({ product: product.id, ...extras }), 'Failed to add to the cart');
  const items = $visitorCart.get();
  $visitorCart.set([...items, visitorCartItem(product, extras, nextVisitorId(items))]);
  return true;
}

/** Adds several products one after another (each answer replaces the cart); unavailable ones and those in the cart are skipped. */
export async function addProductsToCart(products: readonly Product[]): Promise<void> {
  for (const product of products) {
    if (product.isAvailable && !findCartItem(product.id)) await addToCart(product);
  }
}

/** Changes the extras of a product's cart item; nothing happens when the product is not in the cart. */
export async function updateCartExtras(product: Product, extras: CartExtras): Promise<void> {
  const item = findCartItem(product.id);
  if (!item) return;
  if ($user.get()) {
    await changeUserCart(() => updateCartItem({ product: product.id, ...extras }), 'Failed to update the cart item');
    return;
  }
  const next = visitorCartItem(
    product,
    { ...item, leadTimePrice: item.leadTimePrice ?? undefined, ...extras },
    item.id,
  );
  $visitorCart.set(
    $visitorCart
      .get()
      .map((current) =>
        current.id === item.id ? { ...next, images: current.images, captions: current.captions } : current,
      ),
  );
}

/** Removes a product's cart item. */
export async function removeFromCart(productId: number): Promise<void> {
  const item = findCartItem(productId);
  if (!item) return;
  if ($user.get()) {
    await changeUserCart(() => removeCartItem({ id: item.id }), 'Failed to remove the cart item');
    return;
  }
  $visitorCart.set($visitorCart.get().filter((current) => current.id !== item.id));
}

export async function toggleCart(product: Product, extras: CartExtras = {}): Promise<void> {
  if (findCartItem(product.id)) await removeFromCart(product.id);
  else await addToCart(product, extras);
}
