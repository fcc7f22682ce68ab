// Test helper: a stand-in XMLHttpRequest for sendWithProgress (uploads with progress), answering by a handler and
// recording what was sent. jsdom's own XMLHttpRequest would try the network. The stand-in is put back after each test
// by itself (a hook registered when a test file imports this, as Testing Library's cleanup is), so no test restores it.

/** The stand-in the running test installed, if any. */
let installed: { restore(): void } | undefined;
afterEach(() => installed?.restore());

export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Blob | FormData | null;
  withCredentials: boolean;
}

/** An answer: status, JSON body (or raw text) and headers; 'network-error' for a connection that failed. */
export type XhrAnswer =
  { status?: number; body?: unknown; text?: string; headers?: Record<string, string> } | 'network-error';
export type XhrHandler = (upload: SentUpload, index: number) => XhrAnswer | Promise<XhrAnswer>;

export function mockXhr(handler: XhrHandler) {
  installed?.restore();
  const sent: SentUpload[] = [];
  const original = globalThis.XMLHttpRequest;

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    onload: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    responseText = '';
    private request: SentUpload = { method: '', url: '', headers: {}, body: null, withCredentials: false };
    private answerHeaders: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    getResponseHeader(name: string): string | null {
      return this.answerHeaders[name.toLowerCase()] ?? null;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: Blob | FormData | null) {
      const upload = { ...this.request, body, withCredentials: this.withCredentials };
      const index = sent.push(upload) - 1;
      void Promise.resolve(handler(upload, index)).then((answer) => {
        if (this.aborted) return;
        if (answer === 'network-error') return this.onerror?.();
        const total = body instanceof Blob ? body.size || 1 : 100;
        for (const loaded of [total / 2, total])
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
        this.status = answer.status ?? 200;
        this.responseText = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
        this.answerHeaders = Object.fromEntries(
          Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
        );
        this.onload?.();
      });
    }
  }

  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  installed = {
    restore: () => {
      globalThis.XMLHttpRequest = original;
      installed = undefined;
    },
  };
  return { sent };
}
