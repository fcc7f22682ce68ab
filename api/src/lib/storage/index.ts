import { Transform, type Readable } from 'node:stream';
import { exists } from '../files';

// Where uploaded files live: one interface over the local disk (MEDIA_DIR, the default) and S3-compatible object
// storage (S3_* set), so several API replicas can share shoppers' photos and chunked uploads.

/** A whole body in memory, or a stream of exactly `size` bytes (a stream that ends early or late stores nothing). */
export type StorageBody = Buffer | { stream: Readable; size: number };

export interface StoredObjectInfo {
  size: number;
  /** A strong validator for If-None-Match: changes whenever the content may have. Quoted, as HTTP sends it. */
  etag: string;
  modifiedAt: Date;
}

export interface ListedObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** Inclusive byte range, as HTTP Range counts. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Stores the body under `key`, whole or not at all: a reader never sees part of it, a failed write leaves nothing. */
  put(key: string, body: StorageBody, contentType?: string): Promise<void>;
  /** Size and validator of a stored object; undefined when there is none. */
  head(key: string): Promise<StoredObjectInfo | undefined>;
  /**
   * Writes the objects `parts`, in that order, into the new local file `file` (a chunked upload taken for saving).
   * Fails when a part is missing or its size is not the listed one; the caller removes `file` then.
   */
  joinToFile(parts: ReadonlyArray<{ key: string; size: number }>, file: string): Promise<void>;
  /**
   * Stores the local file `file` under `key`, whole or not at all, and removes `file`: the disk store moves it when it
   * is on the same file system, so its bytes are not written again.
   */
  putFile(key: string, file: string, contentType?: string): Promise<void>;
  /** The object's bytes (or the given range of them); undefined when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** The whole object in memory; undefined when there is none. Only for small objects (manifests, variants). */
  readBuffer(key: string): Promise<Buffer | undefined>;
  /** Removes the objects; keys that do not exist are fine. */
  delete(keys: string[]): Promise<void>;
  /** Every object whose key starts with `prefix` (a folder, ending in "/"). */
  list(prefix: string): Promise<ListedObject[]>;
  /** The object's path on this machine when the store is the local disk (no copy needed); undefined otherwise. */
  localPath(key: string): string | undefined;
  /** Makes the store ready (creates a missing bucket). */
  prepare(): Promise<void>;
  close(): void;
}

/**
 * Keys are relative, "/"-separated, and every part starts with a letter or digit: no "..", no leading "/", no hidden
 * names (temporary files on disk start with a dot), so a key can never leave the store's root.
 */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Refused storage key "${key}"`);
    this.name = 'StorageKeyError';
  }
}

export function checkKey(key: string): string {
  if (!STORAGE_KEY.test(key) || key.length > 512) throw new StorageKeyError(key);
  return key;
}

export function checkPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new StorageKeyError(prefix);
  checkKey(prefix.slice(0, -1));
  return prefix;
}

/**
 * An object as sharp reads it: the disk store's own file (nothing copied), else its bytes (S3); undefined when the
 * store does not have it.
 */
export async function fileOrBytes(store: Storage, key: string): Promise<string | Buffer | undefined> {
  const local = store.localPath(key);
  if (local === undefined) return store.readBuffer(key);
  return (await exists(local)) ? local : undefined;
}

export const bodySize = (body: StorageBody): number => (Buffer.isBuffer(body) ? body.length : body.size);

/** Passes the bytes through and fails the pipeline unless exactly `size` of them came. */
export function exactly(size: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > size ? new Error(`body longer than ${size} bytes`) : null, chunk);
    },
    flush(done) {
      done(seen === size ? null : new Error(`body of ${seen} bytes, expected ${size}`));
    },
  });
}
