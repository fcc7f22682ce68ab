import { createHash, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { CHUNK_ID_PATTERN, type ChunkAnswer } from '@shop/shared/contracts';
import { MAX_UPLOAD_BYTES, UPLOAD_CHUNK_SIZE } from '@shop/shared/constants';
import { HttpError } from '../../lib/http-error';
import type { Storage } from '../../lib/storage/index';
import type { UploadOwner } from './owner';

// A file over UPLOAD_CHUNK_SIZE arrives as numbered chunks of one upload id. Everything about an upload lives in the
// uploads store (S3 when several replicas share it), never in process memory:
//   chunks/{owner hash}/{id}/manifest.json   what the first chunk declared (count, name, type) and when
//   chunks/{owner hash}/{id}/part-00003      each chunk, written whole or not at all; a retry overwrites it
// The parts are joined only when a save call takes the upload, into a file the photo is then moved from (on disk), so
// a chunk's answer never waits for a join and the bytes are written twice, not three times.
// The owner is part of the key, so another owner's id is simply not found, and nobody can take over an id.

/** At most this many chunks per file. */
export const MAX_CHUNKS = Math.ceil(MAX_UPLOAD_BYTES / UPLOAD_CHUNK_SIZE);
/** Unfinished or untaken uploads older than this are removed by the periodic cleanup. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;
/**
 * Uploads one owner may hold open (unfinished, or finished and not yet taken by a save). The engine runs two photos
 * at a time and a save takes each at once, so only leftovers of failed saves add to those. Opening one more removes
 * the owner's oldest: a visitor's storage stays within this many files of MAX_UPLOAD_BYTES, not whatever chunk 0s of
 * new ids the rate limit lets through in a day.
 */
export const MAX_OPEN_UPLOADS_PER_OWNER = 10;

export const CHUNK_TEXTS = {
  notFound: 'Upload not found',
  notComplete: 'The upload is not complete yet',
  mismatch: (what: string, declared: string, sent: string) =>
    `This chunk does not belong with the upload's first chunk: ${what} was ${declared}, this chunk says ${sent}`,
  pastEnd: (index: number, length: number) => `Chunk index ${index} is past the end of a file of ${length} chunks`,
  tooManyChunks: `A file may have at most ${MAX_CHUNKS} chunks (${MAX_UPLOAD_BYTES / 1024 / 1024} MB)`,
  wrongSize: `Every chunk but the last must be exactly ${UPLOAD_CHUNK_SIZE} bytes`,
  emptyChunk: 'The chunk is empty',
  tooLarge: `A chunk may be at most ${UPLOAD_CHUNK_SIZE} bytes (2 MB)`,
  endedEarly: 'The chunk ended before its Content-Length',
  startFirst: 'Upload not found: send chunk 0 first',
} as const;

export interface ChunkHeaders {
  index: number;
  /** How many chunks the whole file has. */
  length: number;
  id: string;
  /** Decoded file name. */
  name: string;
  type: string;
  /** The body's length in bytes, from Content-Length. */
  size: number;
}

interface Manifest {
  length: number;
  name: string;
  type: string;
  createdAt: string;
}

const ownerFolder = (owner: UploadOwner) => createHash('sha256').update(owner).digest('hex').slice(0, 32);
const uploadPrefix = (owner: UploadOwner, id: string) => `chunks/${ownerFolder(owner)}/${id}/`;
const partKey = (prefix: string, index: number) => `${prefix}part-${String(index).padStart(5, '0')}`;
const PART_KEY = /\/part-(\d{5})$/;

async function readManifest(store: Storage, prefix: string): Promise<Manifest | undefined> {
  const raw = await store.readBuffer(`${prefix}manifest.json`);
  return raw ? (JSON.parse(raw.toString('utf8')) as Manifest) : undefined;
}

/**
 * Streams one chunk's body into the store and answers how many of the file's chunks the store holds; when that is all
 * of them, `complete` is true (chunks after the first may come in any order, several at once: whichever is stored last
 * sees them all). Every check runs before the body is read, and a body cut short stores nothing (the store writes
 * whole objects only), so a retry simply sends the chunk again.
 */
export async function receiveChunk(
  app: FastifyInstance,
  owner: UploadOwner,
  chunk: ChunkHeaders,
  body: Readable,
): Promise<ChunkAnswer & { complete: boolean }> {
  const { index, length, size } = chunk;
  if (length > MAX_CHUNKS) throw new HttpError(413, CHUNK_TEXTS.tooManyChunks, 'x-chunk-length');
  if (index >= length) throw new HttpError(400, CHUNK_TEXTS.pastEnd(index, length), 'x-chunk-index');
  if (size > UPLOAD_CHUNK_SIZE) throw new HttpError(413, CHUNK_TEXTS.tooLarge);
  if (size === 0) throw new HttpError(400, CHUNK_TEXTS.emptyChunk);
  if (index < length - 1 && size !== UPLOAD_CHUNK_SIZE) throw new HttpError(400, CHUNK_TEXTS.wrongSize);

  const store = app.storage;
  const prefix = uploadPrefix(owner, chunk.id);
  const manifest = await readManifest(store, prefix);
  if (manifest) {
    for (const [what, header] of [
      ['length', 'x-chunk-length'],
      ['name', 'x-chunk-name'],
      ['type', 'x-chunk-type'],
    ] as const) {
      if (manifest[what] !== chunk[what])
        throw new HttpError(409, CHUNK_TEXTS.mismatch(header, String(manifest[what]), String(chunk[what])), header);
    }
  } else if (index !== 0) {
    // Chunk 0 opens an upload; a later chunk for an id nobody opened names an unknown (or someone else's) upload.
    throw new HttpError(404, CHUNK_TEXTS.startFirst, 'x-chunk-id');
  }

  try {
    await store.put(partKey(prefix, index), { stream: body, size }, 'application/octet-stream');
  } catch (error) {
    // The client stopped sending (the connection was cut): nobody hears this answer, and nothing was stored.
    if (body.readableAborted || !body.readableEnded) throw new HttpError(400, CHUNK_TEXTS.endedEarly);
    throw error;
  }
  // The manifest after chunk 0's bytes: a first chunk cut short leaves nothing behind.
  if (!manifest) {
    const opened: Manifest = { length, name: chunk.name, type: chunk.type, createdAt: new Date().toISOString() };
    await store.put(`${prefix}manifest.json`, Buffer.from(JSON.stringify(opened)), 'application/json');
    // After the write, not before: uploads opened all at once each see the others and trim together.
    await keepOpenUploadsWithinLimit(store, owner, prefix);
  }
  const parts = await receivedParts(store, prefix, length);
  return { received: parts.length, total: length, complete: parts.length === length };
}

/**
 * The parts the store holds, in order. A part before the last counts only at its full size, whatever a store may show
 * of a write cut short.
 */
async function receivedParts(
  store: Storage,
  prefix: string,
  length: number,
): Promise<Array<{ key: string; size: number }>> {
  return (await store.list(prefix)).filter((item) => {
    const match = PART_KEY.exec(item.key);
    const partIndex = Number(match?.[1]);
    return match && partIndex < length && (partIndex === length - 1 || item.size === UPLOAD_CHUNK_SIZE);
  });
}

export interface TakenUpload {
  /** The joined file on this machine; storePhoto moves it into the photos. */
  path: string;
  /** The file name the browser sent. */
  name: string;
  /**
   * Removes the upload: its parts, manifest and the joined file if it is still there. Call it in a `finally`: a
   * refused file's chunks go too (nothing kept on a refusal).
   */
  done(): Promise<void>;
}

/**
 * `owner`'s complete chunked upload `chunkId` joined into one local file, for a save call whose image field says
 * "chunk:{id}". 404 for an unknown id or another owner's, 409 while chunks are missing. On disk the file is made in the
 * upload's folder, so saving the photo moves it; on S3 it is a temporary file (sharp reads files).
 */
export async function takeChunkedUpload(
  app: FastifyInstance,
  chunkId: string,
  owner: UploadOwner,
): Promise<TakenUpload> {
  if (!CHUNK_ID_PATTERN.test(chunkId)) throw new HttpError(404, CHUNK_TEXTS.notFound, 'image');
  const store = app.storage;
  const prefix = uploadPrefix(owner, chunkId);
  const manifest = await readManifest(store, prefix);
  if (!manifest) throw new HttpError(404, CHUNK_TEXTS.notFound, 'image');
  const parts = await receivedParts(store, prefix, manifest.length);
  if (parts.length !== manifest.length) throw new HttpError(409, CHUNK_TEXTS.notComplete, 'image');

  // A name of its own: two save calls taking the same upload at once each join their own copy.
  const file = store.localPath(`${prefix}taken-${randomUUID()}`) ?? path.join(tmpdir(), `shop-upload-${randomUUID()}`);
  try {
    await store.joinToFile(parts, file);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return {
    path: file,
    name: manifest.name,
    done: async () => {
      await rm(file, { force: true });
      await removeUpload(store, prefix);
    },
  };
}

async function removeUpload(store: Storage, prefix: string): Promise<void> {
  const keys = (await store.list(prefix)).map((item) => item.key);
  // The manifest last: while anything of the upload is left, the cleanup can still find and date it.
  const manifest = `${prefix}manifest.json`;
  await store.delete(keys.filter((key) => key !== manifest));
  await store.delete([manifest]);
}

/** The uploads under `prefix` (one owner's, or everyone's), each with when its newest piece was written. */
async function listUploads(store: Storage, prefix: string): Promise<Map<string, number>> {
  const uploads = new Map<string, number>();
  for (const item of await store.list(prefix)) {
    const upload = /^chunks\/[^/]+\/[^/]+\//.exec(item.key)?.[0];
    if (!upload) continue;
    uploads.set(upload, Math.max(uploads.get(upload) ?? 0, item.modifiedAt.getTime()));
  }
  return uploads;
}

/** Once `owner` has opened `opened`: their oldest other uploads removed until MAX_OPEN_UPLOADS_PER_OWNER are left. */
async function keepOpenUploadsWithinLimit(store: Storage, owner: UploadOwner, opened: string): Promise<void> {
  const uploads = await listUploads(store, `chunks/${ownerFolder(owner)}/`);
  uploads.delete(opened);
  const oldestFirst = [...uploads].sort(([, a], [, b]) => a - b).map(([prefix]) => prefix);
  for (const prefix of oldestFirst.slice(0, Math.max(0, oldestFirst.length - MAX_OPEN_UPLOADS_PER_OWNER + 1)))
    await removeUpload(store, prefix);
}

/** Removes uploads whose newest piece is older than STALE_UPLOAD_MS; answers how many. */
export async function removeStaleUploads(app: FastifyInstance, now = Date.now()): Promise<number> {
  const uploads = await listUploads(app.storage, 'chunks/');
  let removed = 0;
  for (const [prefix, newest] of uploads) {
    if (now - newest < STALE_UPLOAD_MS) continue;
    await removeUpload(app.storage, prefix);
    removed += 1;
  }
  return removed;
}
