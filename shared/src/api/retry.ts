import { isRetryable } from './errors';

const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * Runs a call up to `attempts` times in all while it fails without an answer or with a 5xx; any other failure is an
 * answer and is thrown at once. The pause before try n+1 is n times `backoffMs`.
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  { attempts, backoffMs }: { attempts: number; backoffMs: number },
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await wait(backoffMs * attempt);
    }
  }
}
