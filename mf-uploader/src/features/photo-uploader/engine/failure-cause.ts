import { isApiError, isNetworkError } from '@shop/shared';

/** The logged cause of a failed upload (accounts-and-after-sale §8). */
export function failureCause(error: unknown): string {
  if (isApiError(error)) return `HTTP error! status: ${error.status}`;
  if (isNetworkError(error)) return 'Network request failed';
  if ((error as Error | undefined)?.name === 'InvalidResponseError') return 'Invalid JSON response';
  return error instanceof Error ? error.message : String(error);
}

export const isAbort = (error: unknown) => (error as Error | undefined)?.name === 'AbortError';
