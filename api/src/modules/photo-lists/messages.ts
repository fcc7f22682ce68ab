import { HttpError } from '../../lib/http-error';

/** The refusals of a call naming photos of a list (cart item photos, a marketplace list). */
export const PHOTO_LIST_TEXTS = {
  notFound: 'Could not find photo',
  namedTwice: (id: number) => `Photo ${id} is named twice`,
} as const;

/** Why a call naming photos of a list was refused; `field` is the entry of the request that named the photo. */
export type PhotoListRefusal =
  | { reason: 'unknownPhoto'; field: string }
  | { reason: 'namedTwice'; id: number; field: string };

/** A photo list's refusal as the caller hears it: an unknown photo 404, one named twice 400. */
export function photoListRefusalError(refusal: PhotoListRefusal): HttpError {
  return refusal.reason === 'unknownPhoto'
    ? new HttpError(404, PHOTO_LIST_TEXTS.notFound, refusal.field)
    : new HttpError(400, PHOTO_LIST_TEXTS.namedTwice(refusal.id), refusal.field);
}
