import type { FastifyInstance } from 'fastify';
import {
  CartImageDeleteStruct,
  CartImageFieldsStruct,
  CartPositionsStruct,
  NEW_IMAGE_ID_HEADER,
  type CartItem,
} from '@shop/shared/contracts';
import { validate } from '../../lib/validate';
import { signedInUser } from '../../plugins/auth';
import { acceptPhotoForms, readPhotoForm, storeSentPhoto } from '../photo-lists/form';
import { deletePhotos, uploadOwner } from '../uploads/index';
import { addCartImage, photoItem, removeCartImage, reorderCartImages } from './images';
import { cartRefusalError } from './messages';
import { photoRefusal } from './rules';
import { listCart } from './service';

const MESSAGES = {
  cartItem: 'cartItem must be a cart item id',
  position: 'position must be a whole number from 0',
  id: 'id must be an image id',
  positions: 'positions must be a list of {id, position}',
};

/** A clip item's photos (cart/images.ts); registered inside the cart routes, so every call needs a signed-in user. */
export default async function cartImageRoutes(app: FastifyInstance) {
  // Multipart forms are read in this scope only: every other route keeps taking JSON alone.
  await app.register(async (forms) => {
    await acceptPhotoForms(forms);
    forms.post('/cart/image', async (request, reply): Promise<CartItem[]> => {
      const user = signedInUser(request);
      const { fields, image } = await readPhotoForm(request);
      const { cartItem, position } = validate(CartImageFieldsStruct, fields, MESSAGES);
      // Checked before anything is stored, and again with the photo under the cart's lock.
      const refusal = photoRefusal(await photoItem(app.db, user.id, cartItem), 'add');
      if (refusal) throw cartRefusalError(refusal);
      const file = await storeSentPhoto(app, image, await uploadOwner(request, reply, { create: true }));
      let added: Awaited<ReturnType<typeof addCartImage>>;
      try {
        added = await addCartImage(app.db, user.id, cartItem, file, position);
      } catch (error) {
        await deletePhotos(app, [file]);
        throw error;
      }
      if (!added.ok) {
        await deletePhotos(app, [file]);
        throw cartRefusalError(added.refusal);
      }
      reply.header(NEW_IMAGE_ID_HEADER, String(added.value));
      return listCart(app.db, user.id);
    });
  });

  app.delete('/cart/image', async (request) => {
    const user = signedInUser(request);
    const { id, cartItem } = validate(CartImageDeleteStruct, request.body ?? {}, MESSAGES);
    const removed = await removeCartImage(app.db, user.id, cartItem, id);
    if (!removed.ok) throw cartRefusalError(removed.refusal);
    await deletePhotos(app, [removed.value]);
    return listCart(app.db, user.id);
  });

  // The spec's two forms: with or without the product id, which names nothing the item id does not.
  app.post('/cart/update-positions', async (request) => {
    const user = signedInUser(request);
    const { cartItem, positions } = validate(CartPositionsStruct, request.body, MESSAGES);
    const reordered = await reorderCartImages(app.db, user.id, cartItem, positions);
    if (!reordered.ok) throw cartRefusalError(reordered.refusal);
    return listCart(app.db, user.id);
  });
}
