import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { CHUNK_ID_PATTERN, CHUNK_REFERENCE_PREFIX } from '@shop/shared/contracts';
import { UPLOAD_CHUNK_SIZE } from '@shop/shared/constants';
import { HttpError } from '../../lib/http-error';
import { storePhoto, takeChunkedUpload, type UploadOwner } from '../uploads/index';

// The save calls (POST /api/cart/image, POST /api/marketplace-orders[-2]/upload) are multipart forms: a few small
// fields and `image`, either the file itself (at most one chunk, 2 MB) or "chunk:{id}" naming a chunked upload that
// POST /api/media/upload has completed (docs/decisions/0018).

/** The form's image: the file's bytes, or the id of the sender's complete chunked upload. */
export type PhotoSource = { bytes: Buffer } | { chunkId: string };

export const PHOTO_FORM_TEXTS = {
  tooLarge: `The image is larger than ${UPLOAD_CHUNK_SIZE / 1024 / 1024} MB: send it in chunks to /api/media/upload and put "${CHUNK_REFERENCE_PREFIX}{id}" in the image field`,
  missing: 'image is required',
  oneImage: 'Send one image per call',
  reference: `image must be a file or a chunk reference ("${CHUNK_REFERENCE_PREFIX}{id}")`,
  tooManyFields: 'The form has more fields than this call takes',
  fieldTooLong: (name: string) => `${name} is too long`,
  notMultipart: 'Send the photo as multipart/form-data',
  malformed: 'Malformed multipart body',
} as const;

const IMAGE_FIELD = 'image';
/** Room for the form's boundaries, part headers and small fields around a file of one chunk. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Lets this scope (and only this one) read multipart forms, with limits that keep a form to one file of one chunk
 * and a few short fields; @fastify/multipart's file size limit answers 413 before more than 2 MB is read.
 */
export async function acceptPhotoForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_CHUNK_SIZE,
      files: 1,
      fields: 4,
      parts: 5,
      fieldNameSize: 32,
      fieldSize: 128,
      headerPairs: 20,
    },
  });
}

/**
 * Reads the whole form: the other fields (whole numbers as numbers, for the call's struct to check) and the image.
 * Every problem of the form itself is a 4xx with a message; nothing is stored here.
 */
export async function readPhotoForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; image: PhotoSource }> {
  // A body announced larger than any acceptable form is refused before a byte of it is read.
  if (Number(request.headers['content-length']) > UPLOAD_CHUNK_SIZE + FORM_OVERHEAD_BYTES) {
    throw new HttpError(413, PHOTO_FORM_TEXTS.tooLarge, IMAGE_FIELD);
  }
  const fields: Record<string, unknown> = {};
  let image: PhotoSource | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.fieldname === IMAGE_FIELD) {
        if (image) throw new HttpError(400, PHOTO_FORM_TEXTS.oneImage, IMAGE_FIELD);
        image =
          part.type === 'file' ? { bytes: await part.toBuffer() } : chunkReference(part.value, part.valueTruncated);
      } else if (part.type === 'file') {
        throw new HttpError(400, `Unknown field ${part.fieldname}`, part.fieldname);
      } else {
        if (part.valueTruncated)
          throw new HttpError(400, PHOTO_FORM_TEXTS.fieldTooLong(part.fieldname), part.fieldname);
        fields[part.fieldname] =
          typeof part.value === 'string' && /^-?\d{1,9}$/.test(part.value) ? Number(part.value) : part.value;
      }
    }
  } catch (error) {
    throw formProblem(error);
  }
  if (!image) throw new HttpError(400, PHOTO_FORM_TEXTS.missing, IMAGE_FIELD);
  return { fields, image };
}

function chunkReference(value: unknown, truncated: boolean): PhotoSource {
  const text = typeof value === 'string' && !truncated ? value.trim() : '';
  const chunkId = text.startsWith(CHUNK_REFERENCE_PREFIX) ? text.slice(CHUNK_REFERENCE_PREFIX.length) : '';
  if (!CHUNK_ID_PATTERN.test(chunkId)) throw new HttpError(400, PHOTO_FORM_TEXTS.reference, IMAGE_FIELD);
  return { chunkId };
}

/** @fastify/multipart's and busboy's errors as answers: every one is the sender's doing (a cut connection too). */
function formProblem(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, PHOTO_FORM_TEXTS.tooLarge, IMAGE_FIELD);
    case 'FST_FILES_LIMIT':
      return new HttpError(400, PHOTO_FORM_TEXTS.oneImage, IMAGE_FIELD);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(400, PHOTO_FORM_TEXTS.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, PHOTO_FORM_TEXTS.notMultipart);
    default:
      return new HttpError(400, PHOTO_FORM_TEXTS.malformed);
  }
}

/**
 * Stores the form's image as a checked photo (uploads' storePhoto) and answers its media name. A chunk reference
 * takes `owner`'s complete chunked upload (another owner's or an unknown id: 404); the upload is removed afterwards
 * whatever the outcome, since the same bytes would be refused again.
 */
export async function storeSentPhoto(app: FastifyInstance, image: PhotoSource, owner: UploadOwner): Promise<string> {
  if ('bytes' in image) return storePhoto(app, image.bytes);
  const upload = await takeChunkedUpload(app, image.chunkId, owner);
  try {
    return await storePhoto(app, { path: upload.path });
  } finally {
    await upload.done();
  }
}
