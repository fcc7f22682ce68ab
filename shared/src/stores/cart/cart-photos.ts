import { deleteCartImage, updateCartItem, updateCartPositions, uploadCartImage } from '../../api';
import type { CaptionValue, CartItem } from '../../contracts/cart';
import { byPosition } from '../../contracts/uploads';
import type { PhotoTarget } from '../../federation/remote-modules';
import { whileCartLoading } from './loading-flag';
import { cartReplaced } from './server-sync';

// A signed-in user's cart item photos and captions (storefront §4, §7; accounts-and-after-sale §4 Cart upload popup).
// Every image call answers the full cart, which replaces the user's cart, and runs with the cart loading flag set.

export const UPDATED_ITEM_NOT_FOUND = 'Updated cart item not found';
export const REMOVE_IMAGE_FAILED = 'Failed to remove cart item image';
export const REORDER_IMAGES_FAILED = 'Failed to update cart item image positions';

/** The answered cart replaces the user's cart; the item is looked up again by its product (storefront §7). */
function takeAnsweredCart(cart: CartItem[], productId: number): CartItem | undefined {
  cartReplaced(cart);
  const item = cart.find((candidate) => candidate.product === productId);
  if (!item) console.warn(UPDATED_ITEM_NOT_FOUND);
  return item;
}

/** The photo target of one cart item, for the upload engine (PhotoUploader from mf-uploader). */
export function cartPhotoTarget(cartItemId: number, productId: number): PhotoTarget {
  return {
    save: (image, position, onProgress) =>
      whileCartLoading(async () => {
        const answer = await uploadCartImage({ cartItem: cartItemId, position, image, onProgress });
        const item = takeAnsweredCart(answer.cart, productId);
        // Nothing to pass on: the uploader shows this photo as failed.
        if (!item) throw new Error(UPDATED_ITEM_NOT_FOUND);
        const saved = item.images.find((photo) => photo.id === answer.imageId);
        if (!saved) throw new Error(`The answer named no new image (${answer.imageId ?? 'no x-image-id header'})`);
        return { photos: byPosition(item.images), saved };
      }),
    remove: (id) =>
      whileCartLoading(async () => {
        try {
          const item = takeAnsweredCart(await deleteCartImage({ id, cartItem: cartItemId }), productId);
          return byPosition(item?.images ?? []);
        } catch (error) {
          // Passed on as well, so the uploader keeps the photo.
          console.error(REMOVE_IMAGE_FAILED, error);
          throw error;
        }
      }),
    reorder: (positions) =>
      whileCartLoading(async () => {
        try {
          const answer = await updateCartPositions({ cartItem: cartItemId, product: productId, positions });
          return byPosition(takeAnsweredCart(answer, productId)?.images ?? []);
        } catch (error) {
          // Only logged for the shopper (storefront §8): the uploader keeps the order they chose.
          console.error(REORDER_IMAGES_FAILED, error);
          throw error;
        }
      }),
  };
}

/**
 * Saves a cart item's captions (POST /api/cart/update with captions); the answered cart replaces the user's cart.
 * Throws the call's error, so the popup shows the server's text.
 */
export async function saveCartItemCaptions(productId: number, captions: CaptionValue[]): Promise<void> {
  cartReplaced(await updateCartItem({ product: productId, captions }));
}
