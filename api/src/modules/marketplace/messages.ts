import { HttpError } from '../../lib/http-error';
import { PHOTO_LIST_TEXTS, photoListRefusalError, type PhotoListRefusal } from '../photo-lists/messages';

/** The marketplace pages' texts (accounts-and-after-sale §7). */
export const MARKETPLACE_TEXTS = {
  photoNotFound: PHOTO_LIST_TEXTS.notFound,
  limit: (limit: number) => `Photo limit reached: this page takes at most ${limit} photos`,
} as const;

/** Why the marketplace refused a change: the list is full, or a photo named is not in it (or named twice). */
export type MarketplaceRefusal = { reason: 'photoLimit'; limit: number } | PhotoListRefusal;

/** The marketplace's refusals as the caller hears them: status, text and field ({ message, field }). */
export function marketplaceRefusalError(refusal: MarketplaceRefusal): HttpError {
  return refusal.reason === 'photoLimit'
    ? new HttpError(409, MARKETPLACE_TEXTS.limit(refusal.limit), 'image')
    : photoListRefusalError(refusal);
}
