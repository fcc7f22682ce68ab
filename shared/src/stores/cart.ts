import { atom, computed, onMount, onSet } from 'nanostores';
import { array, string } from 'superstruct';
import { EXTRA_PHOTO_PRICE, GIFT_VIDEO_CARD_PRICE, ProductType } from '../constants';
import { CartItemStruct, type CartItem, type CartItemChange, type Product } from '../contracts/catalog';
import type { LeadTimePrice, SessionUser } from '../contracts/content';
import { getCart, mergeCart, removeCartItem, updateCartItem } from '../api';
import { readStored, writeStored } from './browser-storage';
import { $initialState } from './initial-state';
import { $user } from './user';
import { mergeVisitorWishlist } from './wishlist';

export const CART_STORAGE_KEY = 'shop.cart';

/** The extras a shopper chooses for an item (storefront §3 Cart item). */
export type CartExtras = Pick<CartItemChange, 'quantity' | 'additionalPhotoCount' | 'leadTimePrice' | 'giftVideoStory'>;

/**
 * A visitor's cart, kept in the browser as cart items (negative ids, prices worked out from the product as added)
 * until they sign in; the server's prices replace these then.
 */
export const $visitorCart = atom<CartItem[]>(readStored(CART_STORAGE_KEY, array(CartItemStruct), []));
export const CART_MERGE_KEY_STORAGE_KEY = 'shop.cart.mergeKey';
// Merging adds quantities, so each version of the browser cart carries a fresh random key: a merge retried after its
// answer was lost sends the same key and the server merges nothing twice (docs/decisions/0014).
onSet($visitorCart, ({ newValue }) => {
  writeStored(CART_STORAGE_KEY, newValue);
  writeStored(CART_MERGE_KEY_STORAGE_KEY, newValue.length > 0 ? randomKey() : null);
});

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key of the browser cart as it is now (made when it last changed). */
const visitorMergeKey = (): string | undefined => readStored(CART_MERGE_KEY_STORAGE_KEY, string(), '') || undefined;

/** The signed-in user's cart as the server last answered it. */
export const $userCart = atom<CartItem[]>([]);
/** 'idle' before anything was asked, 'loading' while the user's cart is fetched or merged, 'error' when that failed. */
export const $cartStatus = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');

/**
 * The cart loading flag (storefront §4): true while an image upload, image removal or position update is in flight,
 * false once every one of them has finished. Calls may overlap, so the flag counts them.
 */
export const $cartLoading = atom(false);
let cartCallsInFlight = 0;

function countCartCall(change: 1 | -1): void {
  cartCallsInFlight = Math.max(0, cartCallsInFlight + change);
  const loading = cartCallsInFlight > 0;
  if ($cartLoading.get() !== loading) $cartLoading.set(loading);
}

/** An image upload, image removal or position update started: the flag is true. */
export function cartLoadingStarted(): void {
  countCartCall(1);
}

/** One of them finished (however it ended): the flag is false once every started call has finished. */
export function cartLoadingFinished(): void {
  countCartCall(-1);
}

/** Runs such a call with the flag set, clearing it however the call ends. */
export async function whileCartLoading<T>(work: () => Promise<T>): Promise<T> {
  cartLoadingStarted();
  try {
    return await work();
  } finally {
    cartLoadingFinished();
  }
}

/** The cart: the user's server-held cart when signed in, else the visitor's browser cart. */
export const $cart = computed([$user, $userCart, $visitorCart], (user, server, visitor) => (user ? server : visitor));
export const $cartProductIds = computed($cart, (items) => new Set(items.map((item) => item.product)));

/**
 * Items in the cart, for the header badge. The badge reads it on every page, and watching it watches the cart, which
 * starts the cart's loading and the visitor-to-account merge below.
 */
export const $cartCount = computed($cart, (items) => items.length);

function findCartItem(productId: number): CartItem | undefined {
  return $cart.get().find((item) => item.product === productId);
}

const leadTimeOptions = (): LeadTimePrice[] => $initialState.get()?.leadTimePrices ?? [];
/** The lead-time option priced 0 (storefront §9), else the cheapest. */
export function defaultLeadTimePrice(options: readonly LeadTimePrice[] = leadTimeOptions()): LeadTimePrice | undefined {
  return options.find((option) => option.price === 0) ?? [...options].sort((a, b) => a.price - b.price)[0];
}

/** A visitor's item with the costs the server would compute (the cart page shows them before sign-in). */
/**
 * A clip's price with its extras, as the server computes it (api/src/modules/cart/prices.ts): the product page shows
 * it before the clip is in the cart, and the visitor's cart until the server's prices replace it.
 */
export function clipBaseCost(
  productPrice: number,
  extras: { additionalPhotoCount: number; leadTimeCost: number; giftVideoStory: boolean },
): number {
  return (
    productPrice +
    extras.additionalPhotoCount * EXTRA_PHOTO_PRICE +
    extras.leadTimeCost +
    (extras.giftVideoStory ? GIFT_VIDEO_CARD_PRICE : 0)
  );
}

function visitorCartItem(product: Product, extras: CartExtras, id: number): CartItem {
  const clip = product.type === ProductType.CLIP;
  const quantity = clip ? 1 : Math.max(1, extras.quantity ?? 1);
  const additionalPhotoCount = clip ? Math.max(0, extras.additionalPhotoCount ?? 0) : 0;
  const leadTime = clip
    ? (leadTimeOptions().find((option) => option.id === extras.leadTimePrice) ?? defaultLeadTimePrice())
    : undefined;
  const giftVideoStory = clip && Boolean(extras.giftVideoStory);
  const extraPhotoCost = additionalPhotoCount * EXTRA_PHOTO_PRICE;
  const leadTimeCost = leadTime?.price ?? 0;
  const baseCost = clip
    ? clipBaseCost(product.price, { additionalPhotoCount, leadTimeCost, giftVideoStory })
    : product.price * quantity;
  return {
    id,
    product: product.id,
    quantity,
    additionalPhotoCount,
    leadTimePrice: leadTime?.id ?? null,
    giftVideoStory,
    images: [],
    captions: [],
    baseCost,
    productPrice: product.price,
    extraPhotoCost,
    leadTimeCost,
  };
}

const nextVisitorId = (items: readonly CartItem[]) => Math.min(0, ...items.map((item) => item.id)) - 1;

/** What a cart item sends to the server: the product and the choices, nothing computed. */
function cartItemChange(item: CartItem): CartItemChange {
  const change: CartItemChange = {
    product: item.product,
    quantity: item.quantity,
    additionalPhotoCount: item.additionalPhotoCount,
    giftVideoStory: item.giftVideoStory,
  };
  if (item.leadTimePrice !== null) change.leadTimePrice = item.leadTimePrice;
  if (item.captions.length > 0) change.captions = item.captions.map(({ fieldId, value }) => ({ fieldId, value }));
  return change;
}

async function changeUserCart(call: () => Promise<CartItem[]>, failure: string): Promise<boolean> {
  try {
    $userCart.set(await call());
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

/** A cart change call answered elsewhere (the cart page's own calls): the full cart replaces the user's cart. */
export function cartReplaced(items: CartItem[]): void {
  $userCart.set(items);
}

let loadedFor: string | undefined;
let loading: Promise<void> | undefined;
const loginOf = (user: SessionUser) => `${user.id}:${user.token ?? ''}`;

/**
 * Loads the user's cart once per login (storefront §4 Cart). A visitor's browser cart is merged into the account
 * first (POST /api/cart/merge answers the full cart) and emptied only when that worked, so nothing is lost.
 */
export function loadCartForUser(): Promise<void> {
  const user = $user.get();
  if (!user) return Promise.resolve();
  const login = loginOf(user);
  if (loadedFor === login && loading) return loading;
  if (loadedFor === login && $cartStatus.get() === 'ready') return Promise.resolve();
  loadedFor = login;
  $cartStatus.set('loading');
  const pending = (async () => {
    const visitor = $visitorCart.get();
    try {
      const items =
        visitor.length > 0
          ? await mergeCart({ items: visitor.map(cartItemChange), mergeKey: visitorMergeKey() })
          : await getCart();
      if (loadedFor !== login) return;
      $userCart.set(items);
      if (visitor.length > 0) $visitorCart.set($visitorCart.get().filter((item) => !visitor.includes(item)));
      $cartStatus.set('ready');
    } catch (error) {
      if (loadedFor !== login) return;
      console.error('Failed to load the cart', error);
      $cartStatus.set('error');
    }
  })();
  loading = pending;
  void pending.finally(() => {
    if (loading === pending) loading = undefined;
  });
  return pending;
}

function followUser(user: SessionUser | null): void {
  if (!user) {
    loadedFor = undefined;
    // Only real changes: this runs while components read the cart, and a needless set would re-render them mid-render.
    if ($userCart.get().length > 0) $userCart.set([]);
    if ($cartStatus.get() !== 'idle') $cartStatus.set('idle');
    return;
  }
  void loadCartForUser();
  void mergeVisitorWishlist();
}

onMount($cart, () => {
  followUser($user.get());
  return $user.listen(followUser);
});

/** For tests: forget which login the cart was loaded for. */
export function resetCartLoading(): void {
  loadedFor = undefined;
  loading = undefined;
  cartCallsInFlight = 0;
  $cartLoading.set(false);
}
