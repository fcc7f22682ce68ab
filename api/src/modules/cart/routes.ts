import type { FastifyInstance } from 'fastify';
import { CartMergeStruct, CartRemoveStruct, CartUpdateStruct } from '@shop/shared/contracts';
import { CART_MAX_QUANTITY, MAX_ADDITIONAL_PHOTO_COUNT } from '@shop/shared/constants';
import { validate } from '../../lib/validate';
import { requireUser, signedInUser } from '../../plugins/auth';
import * as cart from './repository';

const CHANGE_MESSAGES = {
  product: 'product must be a product id',
  quantity: `quantity must be a whole number from 1 to ${CART_MAX_QUANTITY}`,
  additionalPhotoCount: `additionalPhotoCount must be a whole number from 0 to ${MAX_ADDITIONAL_PHOTO_COUNT}`,
  leadTimePrice: 'leadTimePrice must be a lead time option id or null',
  giftVideoStory: 'giftVideoStory must be true or false',
};

/** The signed-in user's cart; every call answers the full cart (CartStruct) with server-computed prices. */
export default async function cartRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);

  app.get('/cart', (request) => cart.listCart(app.db, signedInUser(request).id));

  app.post('/cart/update', async (request) => {
    const user = signedInUser(request);
    await cart.updateCartItem(app.db, user.id, validate(CartUpdateStruct, request.body, CHANGE_MESSAGES));
    return cart.listCart(app.db, user.id);
  });

  app.post('/cart/remove', async (request) => {
    const user = signedInUser(request);
    const { id } = validate(CartRemoveStruct, request.body, { id: 'id must be a cart item id' });
    await cart.removeCartItem(app.db, user.id, id);
    return cart.listCart(app.db, user.id);
  });

  app.post('/cart/merge', async (request) => {
    const user = signedInUser(request);
    const { items } = validate(CartMergeStruct, request.body, { items: 'items must be a list of cart item changes (at most 200)' });
    await cart.mergeCart(app.db, user.id, items);
    return cart.listCart(app.db, user.id);
  });
}
