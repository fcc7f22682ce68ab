import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { array, is } from 'superstruct';
import {
  ABOUT_SECTION_KEYS,
  AboutSectionStruct,
  ContentPageStruct,
  EditableTextResponseStruct,
  FaqStruct,
  type InitialState,
} from '@shop/shared/contracts';
import { EDITABLE_TEXT_DEFAULTS } from '@shop/shared/constants';
import { getOk } from '../../test/identity';
import { buildTestApp, createSeededDatabase, testConfig } from '../../test/setup';
import { eq } from 'drizzle-orm';
import { editableTexts } from '../../db/schema';
import { savePage } from './repository';
import { UNKNOWN_TEXT } from './routes';

const { database, mediaDir } = await createSeededDatabase();

describe('content routes', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir }));
  });
  afterEach(() => app.close());

  const get = (url: string) => getOk(app, url);

  test('POST /api/editable-text refuses a name this release does not know, and stores nothing', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/editable-text', payload: { definedName: 'home-hero-title', title: 'Claimed', content: 'x'.repeat(10_000) } });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: UNKNOWN_TEXT, field: 'definedName' });
    const { texts }: InitialState = await get('/api/initiate');
    assert.equal(texts['home-hero-title'], undefined);
    assert.deepEqual(Object.keys(texts).sort(), Object.keys(EDITABLE_TEXT_DEFAULTS).sort());
  });

  test('GET /api/initiate never serves a text stored under an unknown name (say, before names were checked)', async () => {
    await database.db.insert(editableTexts).values({ definedName: 'claimed-before-the-fix', title: 'x', content: 'y'.repeat(10_000) }).onConflictDoNothing();
    const { texts }: InitialState = await get('/api/initiate');
    assert.equal(texts['claimed-before-the-fix'], undefined);
    assert.deepEqual(Object.keys(texts).sort(), Object.keys(EDITABLE_TEXT_DEFAULTS).sort());
  });

  test("POST /api/editable-text restores a removed known text with the server's default, not the caller's content", async () => {
    await database.db.delete(editableTexts).where(eq(editableTexts.definedName, 'footer-about'));
    const fallback = EDITABLE_TEXT_DEFAULTS['footer-about'];
    const response = await app.inject({ method: 'POST', url: '/api/editable-text', payload: { definedName: 'footer-about', title: 'Mine', content: 'Buy at evil.example' } });
    assert.equal(response.statusCode, 200);
    assert.ok(is(response.json(), EditableTextResponseStruct));
    assert.deepEqual(response.json(), { data: { definedName: 'footer-about', title: fallback.title, content: fallback.content } });
    const { texts }: InitialState = await get('/api/initiate');
    assert.equal(texts['footer-about']?.content, fallback.content);
  });

  test('POST /api/editable-text never overwrites a stored text and answers the stored one', async () => {
    const stored = EDITABLE_TEXT_DEFAULTS['footer-email'];
    const response = await app.inject({ method: 'POST', url: '/api/editable-text', payload: { definedName: 'footer-email', title: 'Hacked', content: 'evil@example.com' } });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { data: { definedName: 'footer-email', title: stored.title, content: stored.content } });
    const again = await app.inject({ method: 'POST', url: '/api/editable-text', payload: { definedName: 'footer-email', title: '', content: '' } });
    assert.equal(again.json().data.content, stored.content);
  });

  test('POST /api/editable-text is rate-limited per client address', async () => {
    const limited = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir, RATE_LIMIT_EDITABLE_TEXT_PER_IP: '2' }));
    try {
      const post = (remoteAddress: string) =>
        limited.inject({ method: 'POST', url: '/api/editable-text', remoteAddress, payload: { definedName: 'footer-email', title: '', content: '' } });
      assert.equal((await post('192.0.2.7')).statusCode, 200);
      assert.equal((await post('192.0.2.7')).statusCode, 200);
      const third = await post('192.0.2.7');
      assert.equal(third.statusCode, 429);
      assert.ok(third.headers['retry-after']);
      assert.equal((await post('192.0.2.8')).statusCode, 200);
    } finally {
      await limited.close();
    }
  });

  test('GET /api/faq answers at least eight questions in order', async () => {
    const body = await get('/api/faq');
    assert.ok(is(body, array(FaqStruct)));
    assert.ok(body.length >= 8);
    assert.equal(body[0]?.question, 'How does a video story work?');
  });

  test('GET /api/about answers the four sections in display order', async () => {
    const body = await get('/api/about');
    assert.ok(is(body, array(AboutSectionStruct)));
    assert.deepEqual(
      body.map((section: { key: string }) => section.key),
      [...ABOUT_SECTION_KEYS],
    );
  });

  test('GET /api/pages/:slug answers a content page', async () => {
    const body = await get('/api/pages/privacy-policy');
    assert.ok(is(body, ContentPageStruct));
    assert.equal(body.title, 'Privacy Policy');
    assert.equal(body.shortTitle, 'Privacy');
    assert.match(body.content, /<h2>/);
  });

  test('GET /api/pages/:slug answers 404 Page not found for an unknown or malformed slug', async () => {
    for (const slug of ['no-such-page', 'Terms_Of_Service', '..%2fterms-of-service', 'terms-of-service%00', '-terms']) {
      const response = await app.inject({ method: 'GET', url: `/api/pages/${slug}` });
      assert.equal(response.statusCode, 404, slug);
      assert.deepEqual(response.json(), { message: 'Page not found' });
    }
  });

  test('saved page HTML loses scripts, event handlers, frames, styles and javascript: links', async () => {
    await savePage(database.db, {
      slug: 'sanitised',
      title: 'Sanitised',
      shortTitle: 'Sanitised',
      content:
        '<h2 style="color:red" onclick="steal()">Hello</h2><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe><style>body{}</style><p>Kept <strong>bold</strong></p>',
    });
    const { content } = await get('/api/pages/sanitised');
    assert.equal(content, '<h2>Hello</h2><img src="x" /><a>link</a><p>Kept <strong>bold</strong></p>');
  });

});
