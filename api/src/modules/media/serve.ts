import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import type { ByteRange, Storage, StoredObjectInfo } from '../../lib/storage/index';

/**
 * Sends a stored object the way a static file server would, from either store: ETag and 304, Accept-Ranges, one
 * byte range as 206 (416 past the end; several ranges get the whole object), long-lived caching as names never
 * change content. `known` is the object's head when the caller has just made it, so it is not asked for twice;
 * `cacheControl` replaces that caching (signed, per-owner links: private).
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Storage,
  key: string,
  contentType: string,
  {
    known,
    cacheControl = 'public, max-age=31536000, immutable',
  }: { known?: StoredObjectInfo | undefined; cacheControl?: string } = {},
) {
  const info = known ?? (await store.head(key));
  if (!info) throw new HttpError(404, 'Media not found');
  reply.header('accept-ranges', 'bytes');
  reply.header('etag', info.etag);
  reply.header('last-modified', info.modifiedAt.toUTCString());
  reply.header('cache-control', cacheControl);
  reply.header('content-type', contentType);

  if (matchesEtag(request.headers['if-none-match'], info.etag)) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== info.etag ? undefined : parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    throw new HttpError(416, 'Range Not Satisfiable', undefined, { 'content-range': `bytes */${info.size}` });
  }
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    reply.header('content-length', range.end - range.start + 1);
  } else reply.header('content-length', info.size);
  // HEAD: the headers only. Fastify would drain a real body, fetching the whole object from S3 for nothing.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  const body = await store.read(key, range);
  if (!body) {
    // Removed between the two calls: the error answer must not carry this object's length.
    reply.removeHeader('content-length').removeHeader('content-range');
    throw new HttpError(404, 'Media not found');
  }
  return reply.send(body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** One `bytes=` range of a `size`-byte object; undefined for none (or one this server does not split: several). */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
