import {
  apiRequest,
  byPosition,
  CHUNK_HEADERS,
  CHUNK_REFERENCE_PREFIX,
  InvalidResponseError,
  NEW_IMAGE_ID_HEADER,
  parseAnswer,
  sendWithProgress,
  type PhotoPosition,
  type UploadedPhoto,
} from '@shop/shared';
import {
  MARKETPLACE_VARIANTS,
  MarketplacePhotosAnswerStruct,
  MarketplaceSubmitAnswerStruct,
  type MarketplaceSubmit1,
  type MarketplaceSubmit2,
  type MarketplaceVariant,
} from '@shop/shared/marketplace';

// The marketplace pages' calls (accounts-and-after-sale §7), made only by this remote. They go through the shop's one
// API client (apiRequest, sendWithProgress from @shop/shared); they live here, as the staff desk's calls live in the
// account remote, so that the shared chunk every page loads does not carry them.

/** Where a marketplace call goes: the variant's base, and the API's origin when it is not the page's. */
export interface MarketplaceCall {
  variant: MarketplaceVariant;
  /** Another origin than the page's (the embeddable uploader on a partner's page): the upload-session cookie goes along. */
  origin?: string;
  signal?: AbortSignal;
}

/** "marketplace-orders-2/update-positions": the path under /api of a variant's call. */
function marketplacePath(variant: MarketplaceVariant, suffix = ''): string {
  return `${MARKETPLACE_VARIANTS[variant].base}${suffix ? `/${suffix}` : ''}`;
}

/** The call's name in logs and contract errors: "POST /api/marketplace-orders/upload". */
function marketplaceCallName(method: string, variant: MarketplaceVariant, suffix = ''): string {
  return `${method} /api/${marketplacePath(variant, suffix)}`;
}

/** The session's photos from an answer of GET base, DELETE base/{id} or POST base/update-positions, in position order. */
function photosOf(data: unknown, method: string, call: MarketplaceCall, suffix = ''): UploadedPhoto[] {
  return byPosition(
    parseAnswer(data, MarketplacePhotosAnswerStruct, marketplaceCallName(method, call.variant, suffix)).data,
  );
}

/** GET base: the photos the upload session saved so far (restored when the page opens again), in position order. */
export async function getMarketplacePhotos(call: MarketplaceCall): Promise<UploadedPhoto[]> {
  const data = await apiRequest(marketplacePath(call.variant), { origin: call.origin, signal: call.signal });
  return photosOf(data, 'GET', call);
}

/** DELETE base/{id}: removes a saved photo; answers the remaining ones. */
export async function deleteMarketplacePhoto(call: MarketplaceCall, id: number): Promise<UploadedPhoto[]> {
  const data = await apiRequest(marketplacePath(call.variant, String(id)), {
    method: 'DELETE',
    origin: call.origin,
    signal: call.signal,
  });
  return photosOf(data, 'DELETE', call, '{id}');
}

/** POST base/update-positions with the list of {id, position}; answers the saved photos in their new order. */
export async function updateMarketplacePositions(
  call: MarketplaceCall,
  positions: PhotoPosition[],
): Promise<UploadedPhoto[]> {
  const data = await apiRequest(marketplacePath(call.variant, 'update-positions'), {
    method: 'POST',
    json: positions,
    origin: call.origin,
    signal: call.signal,
  });
  return photosOf(data, 'POST', call, 'update-positions');
}

export type MarketplaceSubmitInput = MarketplaceSubmit1 | MarketplaceSubmit2;

/** POST base/submit: the form values plus the saved photos' ids in their order. */
export async function submitMarketplaceOrder(call: MarketplaceCall, input: MarketplaceSubmitInput): Promise<void> {
  const data = await apiRequest(marketplacePath(call.variant, 'submit'), {
    method: 'POST',
    json: input,
    origin: call.origin,
    signal: call.signal,
  });
  parseAnswer(data, MarketplaceSubmitAnswerStruct, marketplaceCallName('POST', call.variant, 'submit'));
}

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
