import { array, boolean, enums, integer, max, min, nullable, number, object, optional, size, string, unknown, type Infer } from 'superstruct';
import { CART_MAX_QUANTITY, COUPON_CODE_MAX_LENGTH, MAX_ADDITIONAL_PHOTO_COUNT } from '../constants';
import { CAPTION_FIELD_TYPES } from './catalog';
import { id } from './id';

// Cart calls (signed-in users; visitors keep CartItemChange-shaped items in the browser): storefront §7, §9 and
// docs/decisions/0012, 0014. Prices are dollars computed by the server.

export const CartItemImageStruct = object({ id: integer(), image: string(), position: integer() });
export type CartItemImage = Infer<typeof CartItemImageStruct>;

export const CaptionValueStruct = object({
  fieldId: integer(),
  label: string(),
  position: integer(),
  type: enums(CAPTION_FIELD_TYPES),
  value: string(),
});
export type CaptionValue = Infer<typeof CaptionValueStruct>;

/** One cart row. Costs are dollars computed by the server; clips: quantity is always 1. */
export const CartItemStruct = object({
  id: integer(),
  /** Product id ("in cart" = some item's product equals the product id). */
  product: integer(),
  quantity: integer(),
  additionalPhotoCount: integer(),
  /** Lead-time option id; clips get the default (price 0) option when none is chosen; null for simple products. */
  leadTimePrice: nullable(integer()),
  giftVideoStory: boolean(),
  images: array(CartItemImageStruct),
  captions: array(CaptionValueStruct),
  /** Simple: productPrice × quantity. Clip: productPrice + extraPhotoCost + leadTimeCost (+ GIFT_VIDEO_CARD_PRICE). */
  baseCost: number(),
  productPrice: number(),
  /** additionalPhotoCount × EXTRA_PHOTO_PRICE. */
  extraPhotoCost: number(),
  leadTimeCost: number(),
  discountAmount: optional(number()),
});
export type CartItem = Infer<typeof CartItemStruct>;
/** GET /api/cart and every cart change → the full cart, oldest item first. */
export const CartStruct = array(CartItemStruct);

/**
 * POST /api/cart/update: a change with a product field; creates the item when the product is not in the cart yet,
 * else changes only the fields given. A whole CartItem may be sent back with changes: id, images and the cost fields
 * are accepted and ignored (the server computes every price). quantity counts for simple products,
 * additionalPhotoCount / leadTimePrice / giftVideoStory / captions for clips; the others are ignored.
 * Unknown product → 404; adding an unavailable product → 409; unknown lead-time option or caption field → 400; a
 * caption value breaking its field's rule (captionProblem) → 400 { message: the form's text, field: 'captions' }.
 */
export const CartItemChangeStruct = object({
  product: id(),
  quantity: optional(max(min(integer(), 1), CART_MAX_QUANTITY)),
  additionalPhotoCount: optional(max(min(integer(), 0), MAX_ADDITIONAL_PHOTO_COUNT)),
  leadTimePrice: optional(nullable(id())),
  giftVideoStory: optional(boolean()),
  captions: optional(
    size(
      array(
        object({
          fieldId: id(),
          // Its length (CAPTION_MAX_LENGTH) is a caption rule (captionProblem), answered with the form's message.
          value: string(),
          label: optional(string()),
          position: optional(integer()),
          type: optional(string()),
        }),
      ),
      0,
      50,
    ),
  ),
  id: optional(integer()),
  images: optional(array(unknown())),
  baseCost: optional(number()),
  productPrice: optional(number()),
  extraPhotoCost: optional(number()),
  leadTimeCost: optional(number()),
  discountAmount: optional(number()),
});
export type CartItemChange = Infer<typeof CartItemChangeStruct>;
/** Alias named after the call. */
export const CartUpdateStruct = CartItemChangeStruct;

/** POST /api/cart/remove { id: cart item id } → Cart. Another user's or an unknown id → 404, nothing changed. */
export const CartRemoveStruct = object({ id: id() });
export type CartRemove = Infer<typeof CartRemoveStruct>;

/**
 * POST /api/cart/merge { items: CartItemChange[] } → Cart: the visitor's browser cart joined to the account at sign-in
 * in one transaction. One row per product: a simple product already in the account cart adds the visitor's quantity
 * (capped at CART_MAX_QUANTITY; two browser items of one product add up the same way); a clip keeps its row, taking
 * the larger additional photo count, the gift if either had it, and the visitor's lead time and captions only where
 * the account item had none. Quantities add, so a retry must not merge twice: `mergeKey` names one browser cart, and
 * a merge whose key is the cart's last merged key changes nothing (a retry after a lost answer). Unknown products
 * are skipped; products that became unavailable are kept (shown as not available, never discounted).
 */
export const CartMergeStruct = object({
  items: size(array(CartItemChangeStruct), 0, 200),
  mergeKey: optional(size(string(), 8, 64)),
});
export type CartMerge = Infer<typeof CartMergeStruct>;

/**
 * POST /api/cart/apply-coupon { coupon: code } → { success: true, message, cart } with every item's discountAmount set
 * (signed-in users only). One coupon per cart: applying another replaces it. A code that cannot be applied (unknown,
 * expired, one-time and already used, not applicable to this cart) answers 4xx { message, field: 'coupon' } and changes
 * nothing; the cart page shows that message under the field.
 */
export const ApplyCouponStruct = object({ coupon: size(string(), 1, COUPON_CODE_MAX_LENGTH) });
export type ApplyCoupon = Infer<typeof ApplyCouponStruct>;
export const ApplyCouponAnswerStruct = object({ success: boolean(), message: string(), cart: CartStruct });
export type ApplyCouponAnswer = Infer<typeof ApplyCouponAnswerStruct>;
