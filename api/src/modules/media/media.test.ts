import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { artSvg } from '../../seed/art';
import { VIDEO, generateMedia, imageJob, videoJob } from '../../seed/media';
import { buildTestApp, createSeededDatabase, temporaryDir, testConfig } from '../../test/setup';
import { addMedia } from './repository';

const { database, mediaDir } = await createSeededDatabase();
const IMAGE = 'product-first-dance.png';
const VIDEO_FILE = 'preview-wedding.mp4';

async function imageInfo(body: Buffer) {
  const { width, height, format } = await sharp(body).metadata();
  return { width, height, format };
}

describe('GET /api/media/:file', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir }));
  });
  afterEach(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  test('serves the original image when no size is asked for', async () => {
    const response = await get(`/api/media/${IMAGE}`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/png');
    assert.deepEqual(await imageInfo(response.rawPayload), { width: 1280, height: 720, format: 'png' });
  });

  test('resizes to 320, 640 and 1280 pixels wide for s, m and l', async () => {
    for (const [size, width] of [['s', 320], ['m', 640], ['l', 1280]] as const) {
      const response = await get(`/api/media/${IMAGE}?s=${size}`);
      assert.equal(response.statusCode, 200);
      assert.equal((await imageInfo(response.rawPayload)).width, width, size);
    }
  });

  test('answers webp with its content type when the webp flag is set', async () => {
    for (const query of ['s=m&webp', 's=m&webp=1', 'webp=true']) {
      const response = await get(`/api/media/${IMAGE}?${query}`);
      assert.equal(response.statusCode, 200, query);
      assert.equal(response.headers['content-type'], 'image/webp');
      assert.equal((await imageInfo(response.rawPayload)).format, 'webp');
    }
  });

  test('makes a size once and serves the cached file on the next call', async () => {
    const url = `/api/media/${IMAGE}?s=s&webp`;
    const first = await get(url);
    const cached = path.join(mediaDir, 'cache', `${IMAGE}.s.webp`);
    const { mtimeMs } = await stat(cached);
    const second = await get(url);
    assert.equal(second.statusCode, 200);
    assert.equal((await stat(cached)).mtimeMs, mtimeMs);
    assert.equal(second.headers.etag, first.headers.etag);
    assert.deepEqual(second.rawPayload, first.rawPayload);
  });

  test('sends long-lived cache headers and answers 304 to a matching ETag', async () => {
    const response = await get(`/api/media/${IMAGE}?s=m`);
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    const etag = String(response.headers.etag);
    assert.ok(etag);
    const again = await get(`/api/media/${IMAGE}?s=m`, { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
  });

  test('ignores query parameters it does not know, such as cache busters', async () => {
    const response = await get(`/api/media/${IMAGE}?s=s&v=123`);
    assert.equal(response.statusCode, 200);
  });

  test('serves a whole video with Accept-Ranges', async () => {
    const response = await get(`/api/media/${VIDEO_FILE}`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'video/mp4');
    assert.equal(response.headers['accept-ranges'], 'bytes');
    assert.equal(response.rawPayload.subarray(4, 8).toString(), 'ftyp');
  });

  test('answers 206 with Content-Range for a byte range of a video', async () => {
    const size = (await stat(path.join(mediaDir, 'originals', VIDEO_FILE))).size;
    const response = await get(`/api/media/${VIDEO_FILE}`, { range: 'bytes=100-199' });
    assert.equal(response.statusCode, 206);
    assert.equal(response.headers['content-range'], `bytes 100-199/${size}`);
    assert.equal(response.rawPayload.length, 100);

    const tail = await get(`/api/media/${VIDEO_FILE}`, { range: 'bytes=-10' });
    assert.equal(tail.statusCode, 206);
    assert.equal(tail.headers['content-range'], `bytes ${size - 10}-${size - 1}/${size}`);
  });

  test('answers 416 with the size for a range past the end of a video', async () => {
    const size = (await stat(path.join(mediaDir, 'originals', VIDEO_FILE))).size;
    const response = await get(`/api/media/${VIDEO_FILE}`, { range: `bytes=${size}-` });
    assert.equal(response.statusCode, 416);
    assert.equal(response.headers['content-range'], `bytes */${size}`);
    assert.deepEqual(response.json(), { message: 'Range Not Satisfiable' });
  });

  test('refuses sizes for a video', async () => {
    const response = await get(`/api/media/${VIDEO_FILE}?s=m`);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'Sizes and webp apply to images only', field: 's' });
  });

  test('answers 404 Media not found for an unknown file', async () => {
    const response = await get('/api/media/no-such-file.png');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'Media not found' });
  });

  test('answers 400 naming s for an unknown size', async () => {
    const response = await get(`/api/media/${IMAGE}?s=xl`);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'Unknown size; use s, m or l', field: 's' });
  });

  test('answers 400 naming webp for a webp value it does not understand', async () => {
    const response = await get(`/api/media/${IMAGE}?webp=no`);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().field, 'webp');
  });

  test('never serves a file outside the media table, whatever the path trick', async () => {
    const attempts = [
      '/api/media/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/api/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/api/media/%2e%2e',
      '/api/media/..',
      '/api/media/../../etc/passwd',
      '/api/media/%2Fetc%2Fpasswd',
      '/api/media//etc/passwd',
      '/api/media/%252e%252e%252fetc%252fpasswd',
      '/api/media/..%5c..%5cwindows%5cwin.ini',
      `/api/media/originals%2F${IMAGE}`,
      `/api/media/${IMAGE}%00.txt`,
      '/api/media/%00',
      '/api/media/.env',
      `/api/media/${IMAGE}.s.webp`,
    ];
    for (const url of attempts) {
      const response = await get(url);
      assert.ok([400, 404].includes(response.statusCode), `${url} answered ${response.statusCode}`);
      assert.ok(response.headers['content-type']?.toString().startsWith('application/json'), url);
      assert.doesNotMatch(response.body, /root:|\[fonts\]/, url);
    }
  });
});

describe('media generated on the spot', () => {
  test('makes a preview video with ffmpeg and an image size with sharp, then serves both', async () => {
    const freshDir = await temporaryDir('shop-api-fresh-media-');
    const frame = () => artSvg({ width: 1280, height: 720, palette: ['#123456', '#abcdef'], motif: 'stars', seed: 'fresh', title: 'Fresh preview' });
    await addMedia(database.db, await generateMedia(freshDir, [videoJob('fresh-preview.mp4', frame), imageJob('fresh-cover.png', 1280, 720, frame)]));
    const app = buildTestApp(database, testConfig({ MEDIA_DIR: freshDir }));
    try {
      const video = await app.inject({ method: 'GET', url: '/api/media/fresh-preview.mp4', headers: { range: 'bytes=0-7' } });
      assert.equal(video.statusCode, 206);
      assert.equal(video.rawPayload.subarray(4, 8).toString(), 'ftyp');
      const whole = await app.inject({ method: 'GET', url: '/api/media/fresh-preview.mp4' });
      const { width, height } = await sharp(await firstFrame(whole.rawPayload)).metadata();
      assert.deepEqual({ width, height }, { width: VIDEO.width, height: VIDEO.height });

      const image = await app.inject({ method: 'GET', url: '/api/media/fresh-cover.png?s=m' });
      assert.equal(image.statusCode, 200);
      assert.equal((await imageInfo(image.rawPayload)).width, 640);
      await stat(path.join(freshDir, 'cache', 'fresh-cover.png.m.png'));
    } finally {
      await app.close();
    }
  });
});

/** Decodes the first frame from a pipe, which works only when the index (moov) comes first, as +faststart puts it. */
async function firstFrame(video: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1']);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`ffmpeg exited with ${code}`))));
    child.stdin.end(video);
  });
}
