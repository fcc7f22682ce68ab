import { useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  $cart,
  $initialState,
  DEFAULT_ADDITIONAL_PHOTO_COUNT,
  defaultLeadTimePrice,
  updateCartExtras,
  type CartExtras,
  type LeadTimePrice,
  type Product,
} from '@shop/shared';

const NO_LEAD_TIMES: LeadTimePrice[] = [];

export type ClipExtras = { additionalPhotoCount: number; leadTimePrice: number | null; giftVideoStory: boolean };

/**
 * The "Add Something Extra" choices of a clip. While the product is in the cart they mirror its cart item and every
 * change updates it at once (storefront §4); removing the item resets them to the defaults.
 */
export function useCartExtras(product: Product) {
  const leadTimePrices = useStore($initialState)?.leadTimePrices ?? NO_LEAD_TIMES;
  const item = useStore($cart).find((current) => current.product === product.id);
  const defaults: ClipExtras = {
    additionalPhotoCount: DEFAULT_ADDITIONAL_PHOTO_COUNT,
    leadTimePrice: defaultLeadTimePrice(leadTimePrices)?.id ?? null,
    giftVideoStory: false,
  };
  const fromItem = item
    ? {
        additionalPhotoCount: item.additionalPhotoCount,
        leadTimePrice: item.leadTimePrice ?? defaults.leadTimePrice,
        giftVideoStory: item.giftVideoStory,
      }
    : defaults;
  const [extras, setExtras] = useState<ClipExtras>(fromItem);

  // Follow the item as the cart answers (loaded later, changed elsewhere, removed: back to the defaults), but not
  // while our own updates are in flight: an answer then holds an in-between value, and following it would undo the
  // presses made since. Once the last one settles, take what the server holds (the old item when an update failed,
  // as a failed update leaves the cart as it was). A null key means "follow at the next chance".
  const itemKey = JSON.stringify(fromItem);
  const [seenKey, setSeenKey] = useState<string | null>(itemKey);
  const [inFlight, setInFlight] = useState(0);
  if (inFlight === 0 && seenKey !== itemKey) {
    setSeenKey(itemKey);
    setExtras(fromItem);
  }

  const change = (next: Partial<ClipExtras>) => {
    setExtras((current) => ({ ...current, ...next }));
    if (!item) return;
    setInFlight((count) => count + 1);
    void updateCartExtras(product, next as CartExtras).finally(() => {
      setInFlight((count) => count - 1);
      setSeenKey(null);
    });
  };

  // A lead time that is no longer offered counts as the default.
  const offered = leadTimePrices.some((option) => option.id === extras.leadTimePrice);
  const current: ClipExtras =
    offered || leadTimePrices.length === 0 ? extras : { ...extras, leadTimePrice: defaults.leadTimePrice };

  const cartExtras: CartExtras = {
    additionalPhotoCount: current.additionalPhotoCount,
    giftVideoStory: current.giftVideoStory,
    ...(current.leadTimePrice !== null ? { leadTimePrice: current.leadTimePrice } : {}),
  };
  return { extras: current, change, leadTimePrices, inCart: Boolean(item), cartExtras };
}
