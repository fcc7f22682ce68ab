import { array, integer, min, object, optional, size, string, type Infer } from 'superstruct';
import { id } from './id';
import { MARKETPLACE_PHOTO_LIMIT } from '../constants';

// Photo uploads (accounts-and-after-sale §3, §4, §5, §7): the chunked media upload and the cart item's images (the two
// marketplace upload pages' calls are in ./marketplace.ts). The API validates with these structs; the front ends check
// answers with them.

/** A saved photo: the cart item image and the marketplace photo have the same shape. `image` is its media name. */
export const UploadedPhotoStruct = object({ id: integer(), image: string(), position: integer() });
export type UploadedPhoto = Infer<typeof UploadedPhotoStruct>;
export const UploadedPhotoListStruct = array(UploadedPhotoStruct);

/** Photos in their order (position, then the older first), whatever order an answer lists them in. */
export function byPosition<T extends Pick<UploadedPhoto, 'id' | 'position'>>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** One photo's new place; positions are 0-based order indexes. */
export const PhotoPositionStruct = object({ id: id(), position: min(integer(), 0) });
export type PhotoPosition = Infer<typeof PhotoPositionStruct>;
/** At most this many positions in one reorder call (the largest photo limit). */
export const MAX_POSITIONS = MARKETPLACE_PHOTO_LIMIT.variant1;

// ---------------------------------------------------------------------------------------------------------------
// POST /api/media/upload: one chunk of a file over UPLOAD_CHUNK_SIZE as the raw body (application/octet-stream),
// with Content-Length (411 without: the server streams the body into storage, which needs its length first).

/** Request headers of a chunk (lower case, as Node reads them). */
export const CHUNK_HEADERS = {
  /** 0-based index of this chunk. */
  index: 'x-chunk-index',
  /** How many chunks the whole file has (docs/decisions: what x-chunk-length carries). */
  length: 'x-chunk-length',
  /** The file's name, URL-encoded. */
  name: 'x-chunk-name',
  /** The upload's id, made by the browser (UUID); the same for every chunk of one file. */
  id: 'x-chunk-id',
  /** The file's MIME type as the browser sees it (the server checks the content itself). */
  type: 'x-chunk-type',
  /** Answer header: "complete" once every chunk has arrived and the file is assembled. */
  status: 'x-chunk-status',
} as const;
export const CHUNK_STATUS_COMPLETE = 'complete';
/** Answer body of a chunk: how many of the file's chunks the server holds. */
export const ChunkAnswerStruct = object({ received: integer(), total: integer() });
export type ChunkAnswer = Infer<typeof ChunkAnswerStruct>;
/** The upload id's form: a browser-made UUID (or any 8-64 letters, digits and hyphens). */
export const CHUNK_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
/**
 * In a save call (cart image, marketplace upload), the `image` field names a chunked upload instead of holding the
 * file: this prefix plus the chunk id, e.g. "chunk:1b4e28ba-2fa1-11d2-883f-0016d3cca427".
 */
export const CHUNK_REFERENCE_PREFIX = 'chunk:';

/** Response header of POST /api/cart/image naming the new image's id. */
export const NEW_IMAGE_ID_HEADER = 'x-image-id';

/**
 * A marketplace buyer's upload session, for a partner's page whose browser keeps no cookie for the shop (third-party
 * cookies blocked): the API names a session it opens for a partner origin in this answer header, and the uploader
 * sends it back in the same request header (docs/decisions/0018).
 */
export const UPLOAD_SESSION_HEADER = 'x-upload-session';

// ---------------------------------------------------------------------------------------------------------------
// Cart item images (signed-in users). Every call answers the full cart (CartStruct).

/** POST /api/cart/image is multipart: fields `cartItem`, `position`, then `image` (a file, or a chunk reference). */
export const CartImageFieldsStruct = object({ cartItem: id(), position: min(integer(), 0) });
export type CartImageFields = Infer<typeof CartImageFieldsStruct>;
/** DELETE /api/cart/image. */
export const CartImageDeleteStruct = object({ id: id(), cartItem: id() });
export type CartImageDelete = Infer<typeof CartImageDeleteStruct>;
/** POST /api/cart/update-positions, both forms of the spec: with or without the product id. */
export const CartPositionsStruct = object({
  cartItem: id(),
  product: optional(id()),
  positions: size(array(PhotoPositionStruct), 1, MAX_POSITIONS),
});
export type CartPositions = Infer<typeof CartPositionsStruct>;
