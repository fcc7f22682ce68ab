import { isRouteErrorResponse } from '@shop/shared';
import { isApiError } from '@shop/shared';

export type ErrorDescription = { status?: number; message?: string };

/** Status and message of whatever a route threw: a route error response, an ApiError or any Error. */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown } | string | undefined;
    const message = typeof data === 'string' ? data : typeof data?.message === 'string' ? data.message : error.statusText;
    return { status: error.status, message: message || undefined };
  }
  if (isApiError(error)) return { status: error.status, message: error.message };
  if (error instanceof Error) return { message: error.message || undefined };
  if (typeof error === 'string') return { message: error || undefined };
  return {};
}
