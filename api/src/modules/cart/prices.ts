import type { CartItem } from '@shop/shared/contracts';
import { EXTRA_PHOTO_PRICE, GIFT_VIDEO_CARD_PRICE, ProductType } from '@shop/shared/constants';

/** What a cart item's price depends on, in cents as stored. */
export interface PricedItem {
  productType: number;
  productPriceCents: number;
  quantity: number;
  additionalPhotoCount: number;
  /** The chosen lead-time option's price; null without one. */
  leadTimePriceCents: number | null;
  giftVideoStory: boolean;
}

const dollars = (cents: number) => cents / 100;

/**
 * The cost fields of a cart item (storefront §3, §4), always computed here from the stored choices and the current
 * product and option prices, never taken from the client. Simple: price × quantity. Clip (quantity 1): price +
 * additional photos × EXTRA_PHOTO_PRICE + the lead-time option's price + GIFT_VIDEO_CARD_PRICE with the gift.
 */
export function itemCosts(item: PricedItem): Pick<CartItem, 'baseCost' | 'productPrice' | 'extraPhotoCost' | 'leadTimeCost'> {
  if (item.productType !== ProductType.CLIP) {
    return { productPrice: dollars(item.productPriceCents), extraPhotoCost: 0, leadTimeCost: 0, baseCost: dollars(item.productPriceCents * item.quantity) };
  }
  const extraCents = item.additionalPhotoCount * Math.round(EXTRA_PHOTO_PRICE * 100);
  const leadCents = item.leadTimePriceCents ?? 0;
  const giftCents = item.giftVideoStory ? Math.round(GIFT_VIDEO_CARD_PRICE * 100) : 0;
  return {
    productPrice: dollars(item.productPriceCents),
    extraPhotoCost: dollars(extraCents),
    leadTimeCost: dollars(leadCents),
    baseCost: dollars(item.productPriceCents + extraCents + leadCents + giftCents),
  };
}
