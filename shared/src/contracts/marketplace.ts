import { array, boolean, object, optional, size, string, type Infer } from 'superstruct';
import { MARKETPLACE_PHOTO_LIMIT } from '../constants';
import { id } from './id';
import { UploadedPhotoListStruct } from './uploads';

export { isCalendarDate } from './calendar-date';

// The two marketplace upload pages' calls (accounts-and-after-sale §2, §3, §7: /upload → variant 1, /uploader →
// variant 2). Buyers are anonymous: their photos belong to an upload session (an HttpOnly cookie) until they submit.
// A subpath of its own (@shop/shared/marketplace), like the staff desk's: only the API and mf-uploader, which makes
// these calls, import it, so no other page downloads these bytes.

export const MARKETPLACE_VARIANTS = {
  1: { base: 'marketplace-orders', limit: MARKETPLACE_PHOTO_LIMIT.variant1 },
  2: { base: 'marketplace-orders-2', limit: MARKETPLACE_PHOTO_LIMIT.variant2 },
} as const;
export type MarketplaceVariant = keyof typeof MARKETPLACE_VARIANTS;

/** GET base, DELETE base/{id}, POST base/update-positions, POST base/upload: the session's photos. */
export const MarketplacePhotosAnswerStruct = object({ success: boolean(), data: UploadedPhotoListStruct });
export type MarketplacePhotosAnswer = Infer<typeof MarketplacePhotosAnswerStruct>;
/** POST base/submit's answer. */
export const MarketplaceSubmitAnswerStruct = object({ success: boolean() });

/**
 * Longest value of each text field of the marketplace upload forms (MarketplaceForm1Struct / 2, POST …/submit): the
 * forms' inputs take no more, and the API refuses more. eventDate is a date (yyyy-MM-dd), not a length.
 */
export const MARKETPLACE_FIELD_MAX_LENGTH = {
  orderNumber: 100,
  storyTitle: 200,
  names: 200,
  location: 200,
  details: 2000,
} as const;
const MAX = MARKETPLACE_FIELD_MAX_LENGTH;

/** Each form field's label, in the forms' order: the buyers' inputs (mf-uploader) and the staff desk's submissions. */
export const MARKETPLACE_FIELD_LABELS = {
  orderNumber: 'Marketplace order number',
  storyTitle: 'Story title',
  names: 'Names',
  eventDate: 'Event date',
  location: 'Location',
  details: 'Details',
} as const;

const text = (longest: number) => size(string(), 1, longest);
/** Variant 1 form: the marketplace order number and the story title shown at the beginning or end of the video. */
export const MarketplaceForm1Struct = object({ orderNumber: text(MAX.orderNumber), storyTitle: text(MAX.storyTitle) });
export type MarketplaceForm1 = Infer<typeof MarketplaceForm1Struct>;
/** Variant 2 form. eventDate is yyyy-MM-dd. */
export const MarketplaceForm2Struct = object({
  orderNumber: text(MAX.orderNumber),
  names: text(MAX.names),
  eventDate: size(string(), 10, 10),
  location: text(MAX.location),
  details: optional(size(string(), 0, MAX.details)),
});
export type MarketplaceForm2 = Infer<typeof MarketplaceForm2Struct>;
const images = (variant: MarketplaceVariant) => size(array(id()), 1, MARKETPLACE_VARIANTS[variant].limit);
/** POST base/submit: the form values plus the saved photos' ids in order. */
export const MarketplaceSubmit1Struct = object({ ...MarketplaceForm1Struct.schema, images: images(1) });
export const MarketplaceSubmit2Struct = object({ ...MarketplaceForm2Struct.schema, images: images(2) });
export type MarketplaceSubmit1 = Infer<typeof MarketplaceSubmit1Struct>;
export type MarketplaceSubmit2 = Infer<typeof MarketplaceSubmit2Struct>;
