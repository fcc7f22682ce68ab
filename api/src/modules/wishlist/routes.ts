import type { FastifyInstance } from 'fastify';
import { PRODUCT_NOT_FOUND_MESSAGE, WishlistChangeStruct, WishlistMergeStruct } from '@shop/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { sendJson } from '../../lib/send-json';
import { validate } from '../../lib/validate';
import { requireUser, signedInUser } from '../../plugins/auth';
import { productExists } from '../catalog/repository';
import * as wishlist from './repository';

const PRODUCT_MESSAGE = { product: 'product must be a product id' };

/** The signed-in user's wishlist; every call answers the whole new list. */
export default async function wishlistRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);

  app.get('/wishlist', async (request, reply) =>
    sendJson(reply, await wishlist.wishlistJson(app.db, signedInUser(request).id)),
  );

  app.post('/wishlist/add', async (request, reply) => {
    const user = signedInUser(request);
    const { product } = validate(WishlistChangeStruct, request.body, PRODUCT_MESSAGE);
    if (!(await productExists(app.db, product))) throw new HttpError(404, PRODUCT_NOT_FOUND_MESSAGE, 'product');
    await wishlist.addToWishlist(app.db, user.id, [product]);
    return sendJson(reply, await wishlist.wishlistJson(app.db, user.id));
  });

  app.post('/wishlist/remove', async (request, reply) => {
    const user = signedInUser(request);
    const { product } = validate(WishlistChangeStruct, request.body, PRODUCT_MESSAGE);
    if (!(await productExists(app.db, product))) throw new HttpError(404, PRODUCT_NOT_FOUND_MESSAGE, 'product');
    await wishlist.removeFromWishlist(app.db, user.id, product);
    return sendJson(reply, await wishlist.wishlistJson(app.db, user.id));
  });

  app.post('/wishlist/merge', async (request, reply) => {
    const user = signedInUser(request);
    const { products } = validate(WishlistMergeStruct, request.body, {
      products: 'products must be a list of product ids',
    });
    await wishlist.addToWishlist(app.db, user.id, [...new Set(products)]);
    return sendJson(reply, await wishlist.wishlistJson(app.db, user.id));
  });
}
