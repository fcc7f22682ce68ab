import { mockXhr } from './mock-xhr';

// The stand-in puts itself back after each test; the tests run in order, the second checks the first's.
const jsdomXhr = globalThis.XMLHttpRequest;

it('installs a stand-in XMLHttpRequest, replacing one installed before in the same test', () => {
  mockXhr(() => ({ body: {} }));
  const first = globalThis.XMLHttpRequest;
  expect(first).not.toBe(jsdomXhr);
  mockXhr(() => ({ body: {} }));
  expect(globalThis.XMLHttpRequest).not.toBe(first);
  expect(globalThis.XMLHttpRequest).not.toBe(jsdomXhr);
});

it('is gone after the test that installed it', () => {
  expect(globalThis.XMLHttpRequest).toBe(jsdomXhr);
});
