import {
  byPosition,
  CHUNK_HEADERS,
  CHUNK_REFERENCE_PREFIX,
  MarketplacePhotosAnswerStruct,
  NEW_IMAGE_ID_HEADER,
  type UploadedPhoto,
} from '../../contracts/uploads';
import { parseAnswer } from '../client';
import { InvalidResponseError } from '../errors';
import { sendWithProgress } from '../send-with-progress';
import { marketplaceCallName, marketplacePath, type MarketplaceCall } from './marketplace-call';

export interface UploadMarketplacePhotoInput {
  /** The file (at most UPLOAD_CHUNK_SIZE), or the reference of a file already sent in chunks ("chunk:{id}"). */
  image: Blob | string;
  position: number;
  onProgress?: (percent: number) => void;
  /** The file's name, sent in x-chunk-name with a chunk reference (the server has it from the chunks as well). */
  name?: string;
}

/**
 * POST base/upload, multipart `image` and `position`: answers the session's photos and the new one. The server puts
 * the photo at `position` or, past the end of its list, last (another upload running beside this one may not have
 * arrived yet), so the new photo is the one x-image-id names, or else the newest: the answer lists the photos as
 * they were right after this one went in.
 */
export async function uploadMarketplacePhoto(
  call: MarketplaceCall,
  { image, position, onProgress, name: fileName }: UploadMarketplacePhotoInput,
): Promise<{ photos: UploadedPhoto[]; saved: UploadedPhoto }> {
  const name = marketplaceCallName('POST', call.variant, 'upload');
  const body = new FormData();
  body.append('position', String(position));
  if (typeof image === 'string') body.append('image', image);
  else body.append('image', image, image instanceof File ? image.name : 'photo');
  // A chunk reference also names its upload and file in headers (accounts-and-after-sale §7).
  const headers: Record<string, string> =
    typeof image === 'string' && image.startsWith(CHUNK_REFERENCE_PREFIX)
      ? {
          [CHUNK_HEADERS.id]: image.slice(CHUNK_REFERENCE_PREFIX.length),
          ...(fileName ? { [CHUNK_HEADERS.name]: encodeURIComponent(fileName) } : {}),
        }
      : {};
  const answer = await sendWithProgress({
    method: 'POST',
    path: marketplacePath(call.variant, 'upload'),
    origin: call.origin,
    body,
    headers,
    onProgress,
    signal: call.signal,
  });
  const photos = byPosition(parseAnswer(answer.body, MarketplacePhotosAnswerStruct, name).data);
  const named = Number(answer.header(NEW_IMAGE_ID_HEADER));
  const saved =
    photos.find((photo) => photo.id === named) ??
    photos.reduce<UploadedPhoto | undefined>(
      (newest, photo) => (newest && newest.id > photo.id ? newest : photo),
      undefined,
    );
  if (!saved) {
    const error = new InvalidResponseError(name, new Error('No photo in the answer'));
    console.error(error.message, error.cause);
    throw error;
  }
  return { photos, saved };
}
