import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/**
 * A shared HTTP cache for public answers (RFC 9111's rules, narrowed): the API and the shell answer a repeated
 * anonymous GET of a public answer (the catalogue) from memory, before their framework or proxy runs
 * (docs/decisions/0027). Only what the origin marked `public` with a lifetime is kept, for that lifetime; a request
 * that names someone (Authorization, Cookie) or asks cross-origin (Origin) is never answered from it, nor stored.
 */

type Encoding = 'br' | 'gzip' | 'identity';
/** Headers as a client or server writes them (node:http's and Fastify's shapes both fit). */
type HeaderMap = Record<string, number | string | string[] | undefined>;

/** An entry as one encoding sends it: body and headers made once, the headers again only when the Age changes. */
interface Variant {
  body: Buffer;
  /** Name, value, name, value…: every header but Age. */
  headers: string[];
  /** The headers with Age, as sent at `ageSeconds`. */
  sent: { ageSeconds: number; headers: string[] } | undefined;
}

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
  /** What each encoding sends, made on first demand. */
  variants: Partial<Record<Encoding, Variant>>;
}

export interface AnswerCacheOptions {
  /** Most answers kept; the oldest goes first. Default 1,000 (a catalogue page is about 15 KB). */
  maxEntries?: number;
  /** Larger answers are not kept. Default 256 KB. */
  maxBodyBytes?: number;
  /** Whether answers go out compressed to clients that accept it (the shell, which browsers reach, does). */
  compress: boolean;
  now?: () => number;
}

/** The request's part that decides whether it may be answered from, or fill, the cache. */
export interface CacheableRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

// The connection's own headers, and those the cache sets itself.
const NOT_KEPT = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'age',
  'set-cookie',
]);
const COMPRESSIBLE = /^(application\/(json|javascript)|text\/)/;
const MIN_COMPRESSED_BYTES = 1024;

/** How long a shared cache may keep an answer with this Cache-Control: public with s-maxage or max-age, else 0 ms. */
export function sharedLifetimeMs(cacheControl: unknown): number {
  if (typeof cacheControl !== 'string') return 0;
  const directives = new Map(
    cacheControl.split(',').map((part) => {
      const [name, value] = part.trim().toLowerCase().split('=');
      return [name, value] as const;
    }),
  );
  if (
    !directives.has('public') ||
    directives.has('no-store') ||
    directives.has('private') ||
    directives.has('no-cache')
  )
    return 0;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/** A GET or HEAD that names no one and comes from the shop's own pages. */
function isAnonymousRead({ method, headers }: CacheableRequest): boolean {
  return (method === 'GET' || method === 'HEAD') && !headers.authorization && !headers.cookie && !headers.origin;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly maxBodyBytes: number;
  /** Whether kept answers go out compressed to clients that accept it. */
  readonly compresses: boolean;

  constructor({ maxEntries = 1000, maxBodyBytes = 256 * 1024, compress, now = Date.now }: AnswerCacheOptions) {
    this.maxEntries = maxEntries;
    this.maxBodyBytes = maxBodyBytes;
    this.compresses = compress;
    this.now = now;
  }

  /** The fresh answer kept for this request, if it may have one. */
  lookup(request: CacheableRequest): Entry | undefined {
    if (!request.url || !isAnonymousRead(request)) return undefined;
    const entry = this.entries.get(request.url);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(request.url);
      return undefined;
    }
    return entry;
  }

  /** Whether an answer to this request would be kept (its body not yet read; `bodyLength` from Content-Length). */
  accepts(request: CacheableRequest, status: number, headers: HeaderMap, bodyLength: number): boolean {
    return (
      request.method === 'GET' &&
      request.url !== undefined &&
      isAnonymousRead(request) &&
      status === 200 &&
      this.lifetimeMs(headers) > 0 &&
      !headers['set-cookie'] &&
      !headers['content-encoding'] &&
      Number.isInteger(bodyLength) &&
      bodyLength <= this.maxBodyBytes
    );
  }

  /** Keeps an answer to an anonymous GET when its origin made it public for a while; true when kept. */
  store(request: CacheableRequest, status: number, headers: HeaderMap, body: Buffer): boolean {
    if (!this.accepts(request, status, headers, body.length)) return false;
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined && !NOT_KEPT.has(name)) kept[name] = value;
    if (this.compresses) kept.vary = withVary(kept.vary, 'accept-encoding');
    const storedAt = this.now();
    this.entries.delete(request.url!);
    this.entries.set(request.url!, {
      status,
      headers: kept,
      body,
      storedAt,
      expiresAt: storedAt + this.lifetimeMs(headers),
      variants: {},
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return true;
  }

  /** The rest of an answer's shared lifetime: what Cache-Control allows less the Age it arrived with. */
  private lifetimeMs(headers: HeaderMap): number {
    const age = Number(headers.age ?? 0);
    return sharedLifetimeMs(headers['cache-control']) - (Number.isFinite(age) && age > 0 ? age * 1000 : 0);
  }

  /** Writes a kept answer, compressed when the client accepts it, with its age in seconds. */
  send(request: CacheableRequest, response: ServerResponse, entry: Entry): void {
    const encoding = this.encodingFor(request, entry);
    const variant = (entry.variants[encoding] ??= variantOf(entry, encoding));
    // A repeat within the same second sends the very same header list (no copy per request: this is the hot path).
    const ageSeconds = Math.floor((this.now() - entry.storedAt) / 1000);
    if (variant.sent?.ageSeconds !== ageSeconds)
      variant.sent = { ageSeconds, headers: [...variant.headers, 'age', String(ageSeconds)] };
    response.writeHead(entry.status, variant.sent.headers);
    response.end(request.method === 'HEAD' ? undefined : variant.body);
  }

  private encodingFor(request: CacheableRequest, entry: Entry): Encoding {
    const accepted = request.headers['accept-encoding'];
    const compressible = COMPRESSIBLE.test(String(entry.headers['content-type'] ?? ''));
    if (!this.compresses || !accepted || !compressible || entry.body.length < MIN_COMPRESSED_BYTES)
      return 'identity';
    return this.encodings.negotiate(accepted) ?? 'identity';
  }
}

function variantOf(entry: Entry, encoding: Encoding): Variant {
  const body = encoding === 'identity' ? entry.body : compress(entry.body, encoding);
  const headers: string[] = [];
  for (const [name, value] of Object.entries(entry.headers)) {
    for (const item of Array.isArray(value) ? value : [value]) headers.push(name, String(item));
  }
  headers.push('content-length', String(body.length));
  if (encoding !== 'identity') headers.push('content-encoding', encoding);
  return { body, headers, sent: undefined };
}

function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  // Brotli at quality 4, as @fastify/compress uses for the shell's other answers: near gzip's speed, smaller.
  return encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(body);
}

/** A Vary header's value with `name` added, unless it names it already. */
export function withVary(vary: OutgoingHttpHeaders[string], name: string): string {
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return names.some((item) => item.toLowerCase() === name) ? names.join(', ') : [...names, name].join(', ');
}

/** The timeouts Fastify hands a server factory (its defaults applied), which its own server would have used. */
interface ServerTimeouts {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
}

/**
 * A Fastify `serverFactory` whose server answers a kept answer before Fastify sees the request (no routing, hooks or
 * serialisation: the point of the cache), and hands every other request to Fastify. `onHit` runs after a hit is
 * written (the API logs it there like any request).
 */
export function answerCacheServer(
  cache: AnswerCache,
  onHit?: (request: IncomingMessage, response: ServerResponse, startedAt: number) => void,
) {
  return (fastifyHandler: RequestListener, timeouts: ServerTimeouts): Server => {
    const server = createServer((request, response) => {
      const entry = cache.lookup(request);
      if (!entry) return fastifyHandler(request, response);
      const startedAt = performance.now();
      cache.send(request, response, entry);
      onHit?.(request, response, startedAt);
    });
    if (timeouts.keepAliveTimeout !== undefined) server.keepAliveTimeout = timeouts.keepAliveTimeout;
    if (timeouts.requestTimeout !== undefined) server.requestTimeout = timeouts.requestTimeout;
    if (timeouts.connectionTimeout !== undefined) server.setTimeout(timeouts.connectionTimeout);
    return server;
  };
}
