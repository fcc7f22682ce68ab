import { Redis } from 'ioredis';

/** Redis on this machine (the handbook's): where tests of shared counters look when REDIS_URL is not set. */
export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

/** Fails, saying how to start it, when there is no Redis at `redisUrl`: the tests that share counters need one. */
export async function requireRedis(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `Redis is not reachable at ${redisUrl} (${(error as Error).message}). The rate-limit and scale-out tests need ` +
        'Redis for the shared counters: start the local one with `redis-server --daemonize yes` (or ' +
        '`service redis-server start`), or point REDIS_URL at another.',
    );
  } finally {
    redis.disconnect();
  }
}
