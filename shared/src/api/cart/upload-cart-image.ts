import { CartStruct, type CartItem } from '../../contracts/cart';
import { NEW_IMAGE_ID_HEADER } from '../../contracts/uploads';
import { parseAnswer } from '../client';
import { sendWithProgress } from '../send-with-progress';

export interface UploadCartImageInput {
  cartItem: number;
  /** 0-based place among the item's photos. */
  position: number;
  /** The file (at most UPLOAD_CHUNK_SIZE), or CHUNK_REFERENCE_PREFIX + the id of a file already sent in chunks. */
  image: Blob | string;
  /** 0-100 as the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface UploadCartImageAnswer {
  cart: CartItem[];
  /** The new image's id from the x-image-id header; undefined when the answer did not name one. */
  imageId: number | undefined;
}

/**
 * POST /api/cart/image, multipart (cartItem, position, then image: the server reads the fields before the file):
 * the full cart, and the new image's id in a response header. Sent through XMLHttpRequest for its upload progress.
 */
export async function uploadCartImage(input: UploadCartImageInput): Promise<UploadCartImageAnswer> {
  const body = new FormData();
  body.append('cartItem', String(input.cartItem));
  body.append('position', String(input.position));
  body.append('image', input.image);
  const answer = await sendWithProgress({
    method: 'POST',
    path: 'cart/image',
    body,
    onProgress: input.onProgress,
    signal: input.signal,
  });
  const cart = parseAnswer(answer.body, CartStruct, 'POST /api/cart/image');
  const header = answer.header(NEW_IMAGE_ID_HEADER)?.trim() ?? '';
  return { cart, imageId: /^\d+$/.test(header) ? Number(header) : undefined };
}
