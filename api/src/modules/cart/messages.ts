import { HttpError } from '../../lib/http-error';
import type { CartRefusal } from './rules';

/** The cart's refusals as the caller hears them: status, text ({ message, field }). */
export function cartRefusalError(refusal: CartRefusal): HttpError {
  switch (refusal.reason) {
    case 'unknownProduct':
      return new HttpError(404, 'Could not find product', 'product');
    case 'unavailable':
      return new HttpError(409, 'This product is not available', 'product');
    case 'unknownLeadTime':
      return new HttpError(400, 'Unknown lead time option', 'leadTimePrice');
    case 'strayCaption':
      return new HttpError(400, 'This caption field does not belong to the product', `captions.${refusal.index}.fieldId`);
    case 'captionRule':
      // The caption form's own message (captionProblem in @shop/shared), so the answer reads like the form.
      return new HttpError(400, refusal.problem, 'captions');
    case 'unknownItem':
      return new HttpError(404, 'Could not find cart item', 'id');
  }
}
