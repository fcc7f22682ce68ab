import { DEFAULT_ADDITIONAL_PHOTO_COUNT, ProductType } from '../../constants';
import type { Product } from '../../contracts/catalog';
import type { CartItem, CartItemChange } from '../../contracts/cart';
import type { LeadTimePrice } from '../../contracts/content';
import { costsInDollars, lineCosts, toCents, type LineCosts } from '../../pricing';
import { $initialState } from '../initial-state';

/** The extras a shopper chooses for an item (storefront §3 Cart item). */
export type CartExtras = Pick<CartItemChange, 'quantity' | 'additionalPhotoCount' | 'leadTimePrice' | 'giftVideoStory'>;

const leadTimeOptions = (): LeadTimePrice[] => $initialState.get()?.leadTimePrices ?? [];
/** The lead-time option priced 0 (storefront §9), else the cheapest. */
export function defaultLeadTimePrice(options: readonly LeadTimePrice[] = leadTimeOptions()): LeadTimePrice | undefined {
  return options.find((option) => option.price === 0) ?? [...options].sort((a, b) => a.price - b.price)[0];
}

/** The choices and cost fields (dollars) of a cart item. */
export type PricedChoices = Pick<
  CartItem,
  'quantity' | 'additionalPhotoCount' | 'leadTimePrice' | 'giftVideoStory' | keyof LineCosts
>;

/**
 * A product with the shopper's extras, priced by @shop/shared/pricing as the server prices it: the product page shows
 * it before the clip is in the cart, and the visitor's cart until the server's prices replace it. A lead time that is
 * not offered counts as the default.
 */
export function priceWithExtras(product: Product, extras: CartExtras): PricedChoices {
  const clip = product.type === ProductType.CLIP;
  const quantity = clip ? 1 : Math.max(1, extras.quantity ?? 1);
  const additionalPhotoCount = clip ? Math.max(0, extras.additionalPhotoCount ?? DEFAULT_ADDITIONAL_PHOTO_COUNT) : 0;
  const leadTime = clip
    ? (leadTimeOptions().find((option) => option.id === extras.leadTimePrice) ?? defaultLeadTimePrice())
    : undefined;
  const giftVideoStory = clip && Boolean(extras.giftVideoStory);
  const costs = lineCosts({
    productType: product.type,
    productPriceCents: toCents(product.price),
    quantity,
    additionalPhotoCount,
    leadTimePriceCents: leadTime ? toCents(leadTime.price) : null,
    giftVideoStory,
  });
  return {
    quantity,
    additionalPhotoCount,
    leadTimePrice: leadTime?.id ?? null,
    giftVideoStory,
    ...costsInDollars(costs),
  };
}

/** A visitor's item with the costs the server would compute (the cart page shows them before sign-in). */
export const visitorCartItem = (product: Product, extras: CartExtras, id: number): CartItem => ({
  id,
  product: product.id,
  images: [],
  captions: [],
  ...priceWithExtras(product, extras),
});

/** Visitor items have negative ids, each new one below the others. */
export const nextVisitorId = (items: readonly CartItem[]) => Math.min(0, ...items.map((item) => item.id)) - 1;
