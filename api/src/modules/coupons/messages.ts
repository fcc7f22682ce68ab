import { COUPON_CODE_MAX_LENGTH } from '@shop/shared/constants';
import { HttpError } from '../../lib/http-error';
import type { CouponRefusal } from './rules';

/** Apply-coupon answers (docs/decisions/0014); refusals carry field "coupon". */
export const COUPON_MESSAGES = {
  applied: 'Coupon applied',
  missing: 'Enter a coupon code',
  tooLong: `A coupon code has at most ${COUPON_CODE_MAX_LENGTH} characters`,
  unknown: 'This coupon code does not exist',
  expired: 'This coupon has expired',
  used: 'This coupon has already been used',
  noProduct: 'Add a product to your cart before applying a coupon',
  noClip: 'This coupon applies to video stories only',
} as const;

const REFUSAL_STATUS: Record<CouponRefusal, number> = {
  missing: 400,
  unknown: 404,
  expired: 400,
  used: 400,
  noProduct: 400,
  noClip: 400,
};

/** A refusal as the caller hears it: unknown code 404, every other 400, with its text on field "coupon". */
export const couponRefusalError = (refusal: CouponRefusal) =>
  new HttpError(REFUSAL_STATUS[refusal], COUPON_MESSAGES[refusal], 'coupon');
