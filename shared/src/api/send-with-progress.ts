import { $user } from '../stores/user';
import { apiBase } from './client';
import { apiErrorOf, InvalidResponseError, NetworkError } from './errors';
import { keepPartnerSession, withPartnerSession } from './partner-session';

/**
 * Uploads report how far their body has gone (accounts-and-after-sale §4: progress 0 to 100). fetch cannot tell that
 * over HTTP/1.1 (Chromium streams request bodies only over HTTP/2), so upload bodies go through XMLHttpRequest here,
 * with the same Authorization header and the same errors as the ky client (docs/decisions/0018-photo-uploads.md).
 */
export interface UploadRequest {
  method: 'POST' | 'PUT';
  /** The path under /api, as apiRequest takes it ("cart/image"). */
  path: string;
  body: Blob | FormData;
  headers?: Record<string, string>;
  /** 0-100 as the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The API's origin when it is not the page's (the embeddable uploader): its upload-session cookie goes along. */
  origin?: string;
}

export interface UploadAnswer {
  status: number;
  /** The parsed JSON body. */
  body: unknown;
  header(name: string): string | null;
}

/** Sends an upload body; a 2xx with JSON resolves, anything else rejects with ApiError, NetworkError or InvalidResponseError. */
export function sendWithProgress(request: UploadRequest): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const base = apiBase(request.origin);
    const url = `${base}/api/${request.path}`;
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, url);
    xhr.withCredentials = Boolean(request.origin);
    xhr.setRequestHeader('accept', 'application/json');
    const token = $user.get()?.token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    const headers = request.origin ? withPartnerSession(base, request.headers) : Object.entries(request.headers ?? {});
    for (const [name, value] of headers) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.ontimeout = () => reject(new NetworkError({ timedOut: true }));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    xhr.onload = () => {
      if (request.origin) keepPartnerSession(base, (name) => xhr.getResponseHeader(name));
      const text = xhr.responseText;
      let body: unknown;
      let parsed = true;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = false;
      }
      if (xhr.status < 200 || xhr.status > 299) {
        // The spec's logged cause: "HTTP error! status: {status}"; the server's message is kept for the caller.
        const error = apiErrorOf(xhr.status, body, `HTTP error! status: ${xhr.status}`);
        console.error(`${request.method} ${url} failed: HTTP error! status: ${xhr.status}`, error);
        reject(error);
        return;
      }
      if (!parsed) {
        const error = new InvalidResponseError(`${request.method} ${url}`, new Error('Invalid JSON response'));
        console.error('Invalid JSON response', error);
        reject(error);
        return;
      }
      resolve({ status: xhr.status, body, header: (name) => xhr.getResponseHeader(name) });
    };
    if (request.signal) {
      if (request.signal.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'));
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(request.body);
  });
}
