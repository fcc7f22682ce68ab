import assert from 'node:assert/strict';
import { after, before, describe, mock, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { startTestS3 } from '../../lib/storage/test-s3';
import { removeOwnedFiles } from '../account/owned-data';
import { photoKeys, storePhoto } from '../uploads/index';
import { buildTestApp, createSeededDatabase, testConfig } from '../../test/setup';
import { parseRange } from './serve';

const { database, mediaDir } = await createSeededDatabase();
const s3 = await startTestS3('served');

describe('GET /api/media/:file for photos uploaded to S3', () => {
  let app: FastifyInstance;
  let photo: Buffer;
  let name: string;
  before(async () => {
    app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir, ...s3.env }));
    await app.ready();
    photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#5a8' } })
      .jpeg()
      .toBuffer();
    name = await storePhoto(app, photo);
  });
  after(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  test('the photo lives in the bucket, not in the media folder, and is served whole with its type', async () => {
    assert.equal(app.storage.kind, 's3');
    assert.ok(await app.storage.head(`photos/${name}`));
    assert.equal(await app.mediaDisk.head(`photos/${name}`), undefined);
    const response = await get(`/api/media/${name}`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/jpeg');
    assert.equal(response.headers['accept-ranges'], 'bytes');
    assert.equal(Number(response.headers['content-length']), photo.length);
    assert.deepEqual(response.rawPayload, photo);
  });

  test('HEAD answers the headers of a GET and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: `/api/media/${name}` });
    assert.equal(response.statusCode, 200);
    assert.equal(Number(response.headers['content-length']), photo.length);
    assert.equal(response.headers['content-type'], 'image/jpeg');
    assert.equal(response.rawPayload.length, 0);
  });

  test('answers 206 with Content-Range for a byte range, and for a suffix range', async () => {
    const response = await get(`/api/media/${name}`, { range: 'bytes=100-199' });
    assert.equal(response.statusCode, 206);
    assert.equal(response.headers['content-range'], `bytes 100-199/${photo.length}`);
    assert.deepEqual(response.rawPayload, photo.subarray(100, 200));

    const tail = await get(`/api/media/${name}`, { range: 'bytes=-10' });
    assert.equal(tail.statusCode, 206);
    assert.equal(tail.headers['content-range'], `bytes ${photo.length - 10}-${photo.length - 1}/${photo.length}`);
    assert.deepEqual(tail.rawPayload, photo.subarray(photo.length - 10));
  });

  test('answers 416 past the end, and the whole photo when If-Range names another version', async () => {
    const past = await get(`/api/media/${name}`, { range: `bytes=${photo.length}-` });
    assert.equal(past.statusCode, 416);
    assert.equal(past.headers['content-range'], `bytes */${photo.length}`);
    assert.deepEqual(past.json(), { message: 'Range Not Satisfiable' });

    const stale = await get(`/api/media/${name}`, { range: 'bytes=0-9', 'if-range': '"an-old-version"' });
    assert.equal(stale.statusCode, 200);
    assert.equal(stale.rawPayload.length, photo.length);
  });

  test("sends an ETag and long-lived caching, the shopper's browser only; a matching If-None-Match answers 304", async () => {
    const response = await get(`/api/media/${name}?s=s`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'private, max-age=31536000, immutable');
    const etag = String(response.headers.etag);
    assert.match(etag, /^".+"$/);
    const again = await get(`/api/media/${name}?s=s`, { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);
    // The size was made once, into the bucket, next to the original.
    assert.ok(await app.storage.head(`cache/${name}.s.jpg`));
  });

  test('asks the bucket for each head once: the original, then the size it serves', async () => {
    assert.equal((await get(`/api/media/${name}?s=m`)).statusCode, 200);
    const head = mock.method(app.storage, 'head');
    try {
      const keys = () => head.mock.calls.map((call) => call.arguments[0]);
      assert.equal((await get(`/api/media/${name}?s=m`)).statusCode, 200);
      assert.deepEqual(keys(), [`photos/${name}`, `cache/${name}.m.jpg`]);
      head.mock.resetCalls();
      assert.equal((await get(`/api/media/${name}`)).statusCode, 200);
      assert.deepEqual(keys(), [`photos/${name}`]);
    } finally {
      head.mock.restore();
    }
  });

  test("the seed's media is still served from the media folder, for shared caches too", async () => {
    const response = await get('/api/media/product-first-dance.png?s=s&webp');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/webp');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('account deletion removes owned keys through the store (S3 here), and refuses keys that leave it', async () => {
    const other = await storePhoto(app, photo);
    const log = { error: () => undefined } as unknown as Parameters<typeof removeOwnedFiles>[2];
    const removed = await removeOwnedFiles(app.storage, [...photoKeys(other), '../../etc/passwd'], log);
    assert.equal(removed, photoKeys(other).length);
    assert.equal(await app.storage.head(`photos/${other}`), undefined);
  });
});

describe('parseRange', () => {
  test('reads one bytes= range, clamps the end, and leaves what it does not serve to a whole answer', () => {
    assert.deepEqual(parseRange('bytes=0-0', 10), { start: 0, end: 0 });
    assert.deepEqual(parseRange('bytes=5-', 10), { start: 5, end: 9 });
    assert.deepEqual(parseRange('bytes=5-100', 10), { start: 5, end: 9 });
    assert.deepEqual(parseRange('bytes=-3', 10), { start: 7, end: 9 });
    assert.deepEqual(parseRange('bytes=-30', 10), { start: 0, end: 9 });
    assert.equal(parseRange('bytes=10-', 10), 'unsatisfiable');
    assert.equal(parseRange('bytes=5-2', 10), 'unsatisfiable');
    assert.equal(parseRange('bytes=-0', 10), 'unsatisfiable');
    assert.equal(parseRange(undefined, 10), undefined);
    assert.equal(parseRange('bytes=0-1,4-5', 10), undefined);
    assert.equal(parseRange('items=0-1', 10), undefined);
    assert.equal(parseRange('bytes=-', 10), undefined);
  });
});
