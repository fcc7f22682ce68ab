import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimitRule } from '../config';
import { HttpError } from '../lib/http-error';

// Fixed-window counters for sign-in, sign-up and password reset, per client address and per identity (the email
// typed). In-process by default; in Redis when REDIS_URL is set, so every replica counts against the same numbers.

export interface RateLimitStore {
  /** Counts one more hit on `key` and answers the count in the current window and the time until it ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Drops the counter `key` and every counter under it (`key:…`). */
  clear(key: string): Promise<void>;
  /** Drops the counter `key` only. */
  forget(key: string): Promise<void>;
  close(): Promise<void>;
}

/** One process's counters; expired windows are swept as the map grows, so it never holds more than live windows. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number) {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async clear(key: string) {
    this.windows.delete(key);
    for (const stored of this.windows.keys()) if (stored.startsWith(`${key}:`)) this.windows.delete(stored);
  }

  async forget(key: string) {
    this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  async close() {
    this.windows.clear();
  }
}

/** INCR and, on the window's first hit, PEXPIRE, in one atomic script; answers the count and the time left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    log: FastifyBaseLogger,
    private readonly prefix = 'shop:rate:',
  ) {
    // A slow or absent Redis must not hold sign-ins up: commands give up after a second and the limiter counts in
    // this process instead (FallbackRateLimitStore).
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, enableAutoPipelining: true });
    this.redis.on('error', (error: Error) => log.warn({ err: error }, 'rate-limit Redis connection failed'));
  }

  async hit(key: string, windowMs: number) {
    this.assertConnected();
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl };
  }

  async clear(key: string) {
    this.assertConnected();
    const keys = [this.prefix + key];
    // Rare (a completed password reset) and over a small keyspace of live windows only.
    let cursor = '0';
    do {
      const [next, found] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}${key}:*`, 'COUNT', 1000);
      cursor = next;
      keys.push(...found);
    } while (cursor !== '0');
    await this.redis.unlink(...keys);
  }

  async forget(key: string) {
    this.assertConnected();
    await this.redis.unlink(this.prefix + key);
  }

  /** While Redis is away, fail at once rather than make every sign-in wait for a timeout. */
  private assertConnected(): void {
    if (['reconnecting', 'close', 'end'].includes(this.redis.status)) throw new Error(`Redis is ${this.redis.status}`);
  }

  async close() {
    this.redis.disconnect();
  }
}

/**
 * The shared store, and this process's own counters while it cannot be reached: limits then hold per replica instead
 * of not at all (a limiter that fails open is off whenever an attacker can make Redis slow).
 */
export class FallbackRateLimitStore implements RateLimitStore {
  private readonly local = new MemoryRateLimitStore();
  private warnedAt = 0;

  constructor(
    private readonly shared: RateLimitStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  async hit(key: string, windowMs: number) {
    try {
      return await this.shared.hit(key, windowMs);
    } catch (error) {
      this.warn(error);
      return this.local.hit(key, windowMs);
    }
  }

  async clear(key: string) {
    await this.local.clear(key);
    try {
      await this.shared.clear(key);
    } catch (error) {
      this.warn(error);
    }
  }

  async forget(key: string) {
    await this.local.forget(key);
    try {
      await this.shared.forget(key);
    } catch (error) {
      this.warn(error);
    }
  }

  /** At most one line a minute while the shared store is away. */
  private warn(error: unknown) {
    if (Date.now() - this.warnedAt < 60_000) return;
    this.warnedAt = Date.now();
    this.log.warn({ err: error }, 'rate-limit store unreachable: counting in this process');
  }

  async close() {
    await Promise.all([this.shared.close(), this.local.close()]);
  }
}

export interface RateLimitHit {
  rule: RateLimitRule;
  /** The client address or the identity; identities are hashed before they become keys. */
  key: string;
  identity?: boolean;
  /** Counts per key and client address together (key:address), e.g. sign-ins of one email from one address. */
  address?: string;
}

export type RateLimiter = (hit: RateLimitHit, field?: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the hit; throws 429 with a clear message and Retry-After when it is over its limit. */
    rateLimit: RateLimiter;
    /**
     * Forgets a key's counter under a rule: with `address`, the one of that address only (a successful sign-in);
     * without, every address's too (a completed password reset).
     */
    clearRateLimit: (hit: RateLimitHit) => Promise<void>;
  }
}

export function retryMessage(resetInMs: number): string {
  const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * The client address a per-address counter is kept under: an IPv4 address as it is (also when written as IPv6: mapped,
 * "::ffff:1.2.3.4", or NAT64's "64:ff9b::1.2.3.4"), an IPv6 address by its /64 network, which one subscriber usually
 * holds whole (a client that changed its address within it for every request would otherwise never meet a limit).
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  let address: string;
  try {
    // The URL parser writes every spelling one way: lower case, zeros dropped, "::" where it belongs, IPv4 parts in hex.
    address = new URL(`http://[${ip.split('%', 1)[0]}]`).hostname.slice(1, -1);
  } catch {
    return ip;
  }
  const embedded = /^(?:::ffff|64:ff9b:):([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (embedded) {
    const [high, low] = [parseInt(embedded[1]!, 16), parseInt(embedded[2]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const all =
    tail === undefined
      ? groups(head)
      : [...groups(head), ...Array<string>(8 - groups(head).length - groups(tail).length).fill('0'), ...groups(tail)];
  return `${all.slice(0, 4).join(':')}::/64`;
}

const identityKey = (identity: string) => createHash('sha256').update(identity).digest('base64url').slice(0, 22);

async function rateLimit(
  app: FastifyInstance,
  { redisUrl, store: given }: { redisUrl?: string | undefined; store?: RateLimitStore },
) {
  const store =
    given ?? (redisUrl ? new FallbackRateLimitStore(new RedisRateLimitStore(redisUrl, app.log), app.log) : new MemoryRateLimitStore());
  app.addHook('onClose', () => store.close());
  const keyOf = ({ rule, key, identity }: Omit<RateLimitHit, 'address'>) => `${rule.name}:${identity ? identityKey(key) : key}`;

  const counterOf = (hit: RateLimitHit) => (hit.address === undefined ? keyOf(hit) : `${keyOf(hit)}:${hit.address}`);

  app.decorate('rateLimit', async (hit: RateLimitHit, field?: string) => {
    const { count, resetInMs } = await store.hit(counterOf(hit), hit.rule.windowMs);
    if (count > hit.rule.limit) {
      throw new HttpError(429, retryMessage(resetInMs), field, { 'retry-after': String(Math.ceil(resetInMs / 1000)) });
    }
  });
  app.decorate('clearRateLimit', (hit: RateLimitHit) =>
    hit.address === undefined ? store.clear(keyOf(hit)) : store.forget(counterOf(hit)),
  );
}

export default fp(rateLimit, { name: 'rate-limit' });
