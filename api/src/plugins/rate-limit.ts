import { createHash } from 'node:crypto';
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
    // A slow or absent Redis must not hold sign-ins up: commands give up after a second and the limiter lets them
    // through (see hit's caller).
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, enableAutoPipelining: true });
    this.redis.on('error', (error: Error) => log.warn({ err: error }, 'rate-limit Redis connection failed'));
  }

  async hit(key: string, windowMs: number) {
    // While Redis is away, fail at once rather than make every sign-in wait for a timeout.
    if (['reconnecting', 'close', 'end'].includes(this.redis.status)) throw new Error(`Redis is ${this.redis.status}`);
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl };
  }

  async close() {
    this.redis.disconnect();
  }
}

export interface RateLimitHit {
  rule: RateLimitRule;
  /** The client address or the identity; identities are hashed before they become keys. */
  key: string;
  identity?: boolean;
}

export type RateLimiter = (hit: RateLimitHit, field?: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the hit; throws 429 with a clear message and Retry-After when it is over its limit. */
    rateLimit: RateLimiter;
  }
}

export function retryMessage(resetInMs: number): string {
  const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

const identityKey = (identity: string) => createHash('sha256').update(identity).digest('base64url').slice(0, 22);

async function rateLimit(
  app: FastifyInstance,
  { redisUrl, store: given }: { redisUrl?: string | undefined; store?: RateLimitStore },
) {
  const store = given ?? (redisUrl ? new RedisRateLimitStore(redisUrl, app.log) : new MemoryRateLimitStore());
  app.addHook('onClose', () => store.close());

  app.decorate('rateLimit', async ({ rule, key, identity }: RateLimitHit, field?: string) => {
    let blockedFor = 0;
    try {
      const { count, resetInMs } = await store.hit(`${rule.name}:${identity ? identityKey(key) : key}`, rule.windowMs);
      if (count > rule.limit) blockedFor = resetInMs;
    } catch (error) {
      // Fail open: an unreachable counter store must not lock every shopper out.
      app.log.warn({ err: error, rule: rule.name }, 'rate limit not checked');
    }
    if (blockedFor > 0) {
      throw new HttpError(429, retryMessage(blockedFor), field, {
        'retry-after': String(Math.ceil(blockedFor / 1000)),
      });
    }
  });
}

export default fp(rateLimit, { name: 'rate-limit' });
