import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { ApplyCouponStruct, CartMergeStruct, CartRemoveStruct, CartUpdateStruct, type ApplyCouponAnswer } from '@shop/shared/contracts';
import { CART_MAX_QUANTITY, COUPON_CODE_MAX_LENGTH, MAX_ADDITIONAL_PHOTO_COUNT } from '@shop/shared/constants';
import { validate, type FieldMessage } from '../../lib/validate';
import { requireUser, signedInUser } from '../../plugins/auth';
import { deletePhotos } from '../uploads/index';
import { COUPON_MESSAGES, couponRefusalError } from '../coupons/messages';
import { applyCoupon } from '../coupons/service';
import cartImageRoutes from './image-routes';
import { cartRefusalError } from './messages';
import * as cart from './service';

const CHANGE_MESSAGES = {
  product: 'product must be a product id',
  quantity: `quantity must be a whole number from 1 to ${CART_MAX_QUANTITY}`,
  additionalPhotoCount: `additionalPhotoCount must be a whole number from 0 to ${MAX_ADDITIONAL_PHOTO_COUNT}`,
  leadTimePrice: 'leadTimePrice must be a lead time option id or null',
  giftVideoStory: 'giftVideoStory must be true or false',
};

/** A code too long is refused here, before any lookup; anything else that is not a code asks for one. */
const couponMessage: FieldMessage = ({ value }) =>
  typeof value === 'string' && value.length > COUPON_CODE_MAX_LENGTH ? COUPON_MESSAGES.tooLong : COUPON_MESSAGES.missing;

/** The signed-in user's cart; every call answers the full cart (CartStruct) with server-computed prices and discounts (apply-coupon inside { success, message, cart }). */
export default async function cartRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.addHook('preHandler', requireUser);
  await app.register(cartImageRoutes);

  app.get('/cart', (request) => cart.listCart(app.db, signedInUser(request).id));

  app.post('/cart/update', async (request) => {
    const user = signedInUser(request);
    const updated = await cart.updateCartItem(app.db, user.id, validate(CartUpdateStruct, request.body, CHANGE_MESSAGES));
    if (!updated.ok) throw cartRefusalError(updated.refusal);
    return cart.listCart(app.db, user.id);
  });

  app.post('/cart/remove', async (request) => {
    const user = signedInUser(request);
    const { id } = validate(CartRemoveStruct, request.body, { id: 'id must be a cart item id' });
    const removed = await cart.removeCartItem(app.db, user.id, id);
    if (!removed.ok) throw cartRefusalError(removed.refusal);
    // Its photos' rows went with it; their media rows and files go once that has committed.
    await deletePhotos(app, removed.value);
    return cart.listCart(app.db, user.id);
  });

  app.post('/cart/merge', async (request) => {
    const user = signedInUser(request);
    const { items, mergeKey } = validate(CartMergeStruct, request.body, { items: 'items must be a list of cart item changes (at most 200)', mergeKey: 'mergeKey must be a key of 8 to 64 characters' });
    await cart.mergeCart(app.db, user.id, items, mergeKey);
    return cart.listCart(app.db, user.id);
  });

  app.post('/cart/apply-coupon', async (request): Promise<ApplyCouponAnswer> => {
    const user = signedInUser(request);
    const { coupon } = validate(ApplyCouponStruct, request.body ?? {}, { coupon: couponMessage });
    await app.rateLimit({ rule: config.rateLimits.couponApplyPerUser, key: `user:${user.id}` }, 'coupon');
    const applied = await applyCoupon(app.db, user.id, coupon);
    if (!applied.ok) throw couponRefusalError(applied.refusal);
    return { success: true, message: COUPON_MESSAGES.applied, cart: await cart.listCart(app.db, user.id) };
  });
}
