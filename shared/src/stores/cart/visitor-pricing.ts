import { EXTRA_PHOTO_PRICE, GIFT_VIDEO_CARD_PRICE, ProductType } from '../../constants';
import type { CartItem, CartItemChange, Product } from '../../contracts/catalog';
import type { LeadTimePrice } from '../../contracts/content';
import { $initialState } from '../initial-state';

/** The extras a shopper chooses for an item (storefront §3 Cart item). */
export type CartExtras = Pick<CartItemChange, 'quantity' | 'additionalPhotoCount' | 'leadTimePrice' | 'giftVideoStory'>;

const leadTimeOptions = (): LeadTimePrice[] => $initialState.get()?.leadTimePrices ?? [];
/** The lead-time option priced 0 (storefront §9), else the cheapest. */
export function defaultLeadTimePrice(options: readonly LeadTimePrice[] = leadTimeOptions()): LeadTimePrice | undefined {
  return options.find((option) => option.price === 0) ?? [...options].sort((a, b) => a.price - b.price)[0];
}

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

/** A visitor's item with the costs the server would compute (the cart page shows them before sign-in). */
export function visitorCartItem(product: Product, extras: CartExtras, id: number): CartItem {
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

/** Visitor items have negative ids, each new one below the others. */
export const nextVisitorId = (items: readonly CartItem[]) => Math.min(0, ...items.map((item) => item.id)) - 1;
