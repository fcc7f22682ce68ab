import { HttpError } from '../../lib/http-error';
import { PHOTO_LIST_TEXTS } from '../photo-lists/positions';

/** The marketplace pages' texts (accounts-and-after-sale §7). */
export const MARKETPLACE_TEXTS = {
  photoNotFound: PHOTO_LIST_TEXTS.notFound,
  limit: (limit: number) => `Photo limit reached: this page takes at most ${limit} photos`,
} as const;

/** Why the marketplace refused a change; `field` is where the caller named the photo. */
export type MarketplaceRefusal =
  | { reason: 'photoLimit'; limit: number }
  | { reason: 'unknownPhoto'; field: string }
  | { reason: 'namedTwice'; id: number; field: string };

/** The marketplace's refusals as the caller hears them: status, text and field ({ message, field }). */
export function marketplaceRefusalError(refusal: MarketplaceRefusal): HttpError {
  switch (refusal.reason) {
    case 'photoLimit':
      return new HttpError(409, MARKETPLACE_TEXTS.limit(refusal.limit), 'image');
    case 'unknownPhoto':
      return new HttpError(404, MARKETPLACE_TEXTS.photoNotFound, refusal.field);
    case 'namedTwice':
      return new HttpError(400, PHOTO_LIST_TEXTS.namedTwice(refusal.id), refusal.field);
  }
}
