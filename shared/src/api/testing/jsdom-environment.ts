// jsdom plus the platform pieces it lacks and a browser has: TextEncoder (react-router and ky need it when they
// load), fetch, Request, Response, Headers, AbortController (data routers build Requests with its signal), streams,
// User Timing's performance.mark (the shell marks when the page is interactive).
// Node's own implementations are copied in (not FormData: Node's cannot read a jsdom form); relative URLs ("/api/faq") resolve against the page's origin.
// The root jest.config.js uses it as the test environment for every front-end test.
import JSDOMEnvironment from 'jest-environment-jsdom';

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'BroadcastChannel',
] as const;

// Where Node's fetch (undici) resolves relative URLs from.
const UNDICI_ORIGIN = Symbol.for('undici.globalOrigin.1');

export default class BrowserLikeEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    const page = this.global as unknown as Record<string, unknown>;
    const node = globalThis as unknown as Record<string | symbol, unknown>;
    for (const name of FROM_NODE) page[name] = node[name];
    const timing = page.performance as Performance;
    timing.mark ??= performance.mark.bind(performance);
    node[UNDICI_ORIGIN] = new URL((this.global.location as Location).origin);
  }
}
