import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { bearer, signUpStaff } from './test/identity';
import { buildTestApp, createTestDatabase, temporaryDir, testConfig } from './test/setup';

// Every route the API registers, called by a signed-in staff member (who passes every role check, so the input is what
// gets looked at) with path parameters and bodies of every wrong kind: each answer is below 500, and an error is
// `{ message, field? }`. The routes' own tests cover the right answers; this sweep catches a route that fails on input
// nobody thought of.

const database = await createTestDatabase();
const config = testConfig({ MEDIA_DIR: await temporaryDir('shop-bad-input-') });
const app = buildTestApp(database, config);
const routes: Array<{ method: string; url: string }> = [];
app.addHook('onRoute', (route) => {
  for (const method of [route.method].flat())
    if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
});
await app.ready();
after(() => app.close());

/** Signing out or deleting the account ends the token: those routes are called last, each with a token of its own. */
const ENDS_THE_SESSION = new Set(['GET /auth/logout', 'POST /api/account/delete']);

const PARAMETERS = ['abc', '-1', '0', '99999999999999999999', '1.5', "1' or '1'='1", '%00', 'x'.repeat(300)];

/** Query strings for GET and DELETE: wrong types, broken JSON filters, and each name twice (parsed as an array). */
const QUERIES = [
  '',
  '?_page=abc&_perPage=-5&_filter=%7B&_sort=%27&_order=sideways&ticket=abc&id=abc&productId=1.5&s=zz&keyword=%00',
  '?_page=1&_page=2&_perPage=1&_perPage=2&_filter=%7B%7D&_filter=%7B%7D&ticket=1&ticket=2&id=1&id=2&s=s&s=m&expires=1&expires=2&signature=a&signature=b',
  `?_filter=${encodeURIComponent(JSON.stringify({ id: [{}], keyword: 5, category: [], priceFrom: 'x', q: null }))}&_perPage=99999999999999999999`,
];

const BODIES: Array<{ label: string; payload: string; type: string }> = [
  { label: 'malformed JSON', payload: '{"a": ', type: 'application/json' },
  { label: 'a JSON array', payload: '[1, 2]', type: 'application/json' },
  { label: 'JSON null', payload: 'null', type: 'application/json' },
  { label: 'a JSON string', payload: '"text"', type: 'application/json' },
  { label: 'an empty object', payload: '{}', type: 'application/json' },
  {
    label: 'every usual field of the wrong type',
    payload: JSON.stringify(
      Object.fromEntries(
        [
          'id',
          'orderId',
          'itemId',
          'product',
          'cartItem',
          'quantity',
          'email',
          'password',
          'message',
          'ticket',
          'code',
        ].map((name) => [name, { nested: [null] }]),
      ),
    ),
    type: 'application/json',
  },
  { label: 'text/plain', payload: 'hello', type: 'text/plain' },
  {
    label: 'a broken multipart body',
    payload: '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\n',
    type: 'multipart/form-data; boundary=x',
  },
];

/** The route's url with each `:param` (and a `*` wildcard) replaced by `value`, encoded; '%00' stays a NUL byte. */
const fill = (url: string, value: string) =>
  url.replace(/:[A-Za-z]+|\*/g, encodeURIComponent(value).replace(/%25/g, '%'));

/** What is wrong with an answer to bad input, if anything: a 5xx, or an error without a message or with a stack. */
function problemWith(response: { statusCode: number; body: string }): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400 || !response.body.startsWith('{')) return undefined;
  // POST /api/order answers `{ success: false, error }`, the spec's shape for the checkout (storefront §7).
  const parsed = JSON.parse(response.body) as { message?: unknown; error?: unknown };
  const message = parsed.message ?? parsed.error;
  if (typeof message !== 'string' || message === '')
    return `an error without a message: ${response.body.slice(0, 200)}`;
  if (/\bat .+:\d+|\.ts\b|node_modules|stack/i.test(response.body))
    return `a stack in the answer: ${response.body.slice(0, 200)}`;
  return undefined;
}

describe('every route with bad input', () => {
  const ordered = [...routes].sort(
    (a, b) =>
      Number(ENDS_THE_SESSION.has(`${a.method} ${a.url}`)) - Number(ENDS_THE_SESSION.has(`${b.method} ${b.url}`)),
  );

  test(`${routes.length} routes answer below 500 with an error body, whatever the path parameters and the body`, async () => {
    const problems: string[] = [];
    const check = (response: { statusCode: number; body: string }, what: string) => {
      const problem = problemWith(response);
      if (problem) problems.push(`${what}: ${problem}`);
    };
    let staff = await signUpStaff(app);
    for (const route of ordered) {
      const name = `${route.method} ${route.url}`;
      if (ENDS_THE_SESSION.has(name)) staff = await signUpStaff(app);
      const urls =
        route.url.includes(':') || route.url.includes('*')
          ? PARAMETERS.map((value) => fill(route.url, value))
          : [route.url];
      for (const url of urls) {
        if (route.method === 'GET' || route.method === 'DELETE') {
          for (const query of QUERIES) {
            const response = await app.inject({ method: route.method, url: url + query, headers: bearer(staff.token) });
            check(response, `${route.method} ${url}${query}`);
          }
          continue;
        }
        for (const body of BODIES) {
          const response = await app.inject({
            method: route.method as 'POST',
            url,
            headers: { ...bearer(staff.token), 'content-type': body.type },
            payload: body.payload,
          });
          check(response, `${route.method} ${url} with ${body.label}`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });
});
