import { HttpError } from '../../lib/http-error';
import { photoListRefusalError } from '../photo-lists/messages';
import type { CartRefusal } from './rules';

/** The cart's texts (item changes and the photos of clip items). */
export const CART_MESSAGES = {
  productNotFound: 'Could not find product',
  productUnavailable: 'This product is not available',
  unknownLeadTime: 'Unknown lead time option',
  strayCaption: 'This caption field does not belong to the product',
  itemNotFound: 'Could not find cart item',
  imageNotFound: 'Could not find image',
  notClip: 'Photos belong to video story items only',
  limit: (limit: number) => `Photo limit reached: this video story takes at most ${limit} photos`,
} as const;

/** The cart's refusals as the caller hears them: status, text and field ({ message, field }). */
export function cartRefusalError(refusal: CartRefusal): HttpError {
  switch (refusal.reason) {
    case 'unknownProduct':
      return new HttpError(404, CART_MESSAGES.productNotFound, 'product');
    case 'unavailable':
      return new HttpError(409, CART_MESSAGES.productUnavailable, 'product');
    case 'unknownLeadTime':
      return new HttpError(400, CART_MESSAGES.unknownLeadTime, 'leadTimePrice');
    case 'strayCaption':
      return new HttpError(400, CART_MESSAGES.strayCaption, `captions.${refusal.index}.fieldId`);
    case 'captionRule':
      // The caption form's own message (captionProblem in @shop/shared), so the answer reads like the form.
      return new HttpError(400, refusal.problem, 'captions');
    case 'unknownItem':
      return new HttpError(404, CART_MESSAGES.itemNotFound, 'id');
    case 'unknownPhotoItem':
      return new HttpError(404, CART_MESSAGES.itemNotFound, 'cartItem');
    case 'notClip':
      return new HttpError(400, CART_MESSAGES.notClip, 'cartItem');
    case 'photoLimit':
      return new HttpError(409, CART_MESSAGES.limit(refusal.limit), 'image');
    case 'unknownImage':
      return new HttpError(404, CART_MESSAGES.imageNotFound, 'id');
    case 'unknownPhoto':
    case 'namedTwice':
      return photoListRefusalError(refusal);
  }
}
