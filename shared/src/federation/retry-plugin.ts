import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// First of the three layers that keep a remote's failure local: retry network blips on the manifest and
// remote entry fetches. errorLoadRemote (shell) and a React error boundary per area are the other two.
const ATTEMPTS = 3;
const BACKOFF_MS = 300;
/**
 * An attempt whose answer has not begun by then is given up and tried again: a server that never answers would
 * otherwise hold the load for good. Three attempts and their back-off end well inside the shell's own 15 s limit
 * (REMOTE_LOAD_TIME_LIMIT_MS), so a later visit starts a fresh load instead of waiting on the hung one.
 */
export const ATTEMPT_TIMEOUT_MS = 4000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-retry-plugin',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        // The caller's abort ends the load, not just this attempt.
        const callerSignal = init?.signal;
        if (callerSignal?.aborted) throw callerSignal.reason;
        // One signal for the caller's abort and the time limit (AbortSignal.any is too new for every browser we serve).
        const attemptSignal = new AbortController();
        const timer = setTimeout(() => attemptSignal.abort(new Error(`No answer from ${url}`)), ATTEMPT_TIMEOUT_MS);
        const forwardAbort = () => attemptSignal.abort(callerSignal?.reason);
        callerSignal?.addEventListener('abort', forwardAbort, { once: true });
        try {
          const response = await fetch(url, { ...init, signal: attemptSignal.signal });
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`HTTP ${response.status} for ${url}`);
        } catch (error) {
          if (callerSignal?.aborted) throw error;
          lastError = error;
        } finally {
          // The answer has begun (or failed): reading its body is not timed.
          clearTimeout(timer);
          callerSignal?.removeEventListener('abort', forwardAbort);
        }
        if (attempt < ATTEMPTS) await wait(BACKOFF_MS * attempt);
      }
      throw lastError;
    },
  };
}
