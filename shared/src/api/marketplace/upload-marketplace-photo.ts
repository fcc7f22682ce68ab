import {
  CHUNK_HEADERS,
  CHUNK_REFERENCE_PREFIX,
  MarketplacePhotosAnswerStruct,
  type UploadedPhoto,
} from '../../contracts/uploads';
import { parseAnswer } from '../client';
import { InvalidResponseError } from '../errors';
import { sendWithProgress } from '../send-with-progress';
import { byPosition } from './by-position';
import { marketplaceCallName, marketplaceUrl, type MarketplaceCall } from './marketplace-call';

export interface UploadMarketplacePhotoInput {
  /** The file (at most UPLOAD_CHUNK_SIZE), or the reference of a file already sent in chunks ("chunk:{id}"). */
  image: Blob | string;
  position: number;
  onProgress?: (percent: number) => void;
}

/**
 * POST base/upload, multipart `image` and `position`: answers the session's photos and the new one, the photo at the
 * position asked for (the newest when an older one has the same position).
 */
export async function uploadMarketplacePhoto(
  call: MarketplaceCall,
  { image, position, onProgress }: UploadMarketplacePhotoInput,
): Promise<{ photos: UploadedPhoto[]; saved: UploadedPhoto }> {
  const name = marketplaceCallName('POST', call.variant, 'upload');
  const body = new FormData();
  body.append('position', String(position));
  if (typeof image === 'string') body.append('image', image);
  else body.append('image', image, image instanceof File ? image.name : 'photo');
  // A chunk reference also names its upload in the header (accounts-and-after-sale §7).
  const headers: Record<string, string> =
    typeof image === 'string' && image.startsWith(CHUNK_REFERENCE_PREFIX)
      ? { [CHUNK_HEADERS.id]: image.slice(CHUNK_REFERENCE_PREFIX.length) }
      : {};
  const answer = await sendWithProgress({
    method: 'POST',
    url: marketplaceUrl(call, 'upload'),
    body,
    headers,
    onProgress,
    signal: call.signal,
    withCredentials: Boolean(call.origin),
  });
  const photos = byPosition(parseAnswer(answer.body, MarketplacePhotosAnswerStruct, name).data);
  const saved = photos.filter((photo) => photo.position === position).at(-1);
  if (!saved) {
    const error = new InvalidResponseError(name, new Error(`No photo at position ${position} in the answer`));
    console.error(error.message, error.cause);
    throw error;
  }
  return { photos, saved };
}
