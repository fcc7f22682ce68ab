import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Order } from '@shop/shared/contracts';
import { orderItems } from '../../db/schema';
import { startTestS3 } from '../../lib/storage/test-s3';
import { call, signUp, type TestUser } from '../../test/identity';
import { buildTestApp, createTestDatabase, temporaryDir, testConfig } from '../../test/setup';
import { makeOrder } from '../payments/test-helpers';
import { draftLink, signedLink, videoLinks } from './links';

const SECRET = 'video-routes-test-secret-0123456789abcdef';
const database = await createTestDatabase();
const { db } = database;
const s3 = await startTestS3('videos');
// Made here: temporaryDir's clean-up registered inside a before hook would run right after that hook.
const mediaDirs = { disk: await temporaryDir('video-media-'), refused: await temporaryDir('video-media-') };

/** A real (tiny) MP4: one second of a test pattern, as the render would store it. */
async function makeMp4(): Promise<Buffer> {
  const dir = await temporaryDir('video-routes-');
  const file = path.join(dir, 'clip.mp4');
  await promisify(execFile)(ffmpeg.path, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x90:rate=10',
    '-t',
    '1',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    file,
  ]);
  return readFile(file);
}
const mp4 = await makeMp4();

let itemCount = 0;
/** A paid clip item of `user` with its stored draft (and, when `delivered`, its public video id). */
async function clipWithVideo(app: FastifyInstance, user: TestUser, { delivered = true, store = true } = {}) {
  const orderId = await makeOrder(db, user);
  itemCount += 1;
  const draftVideo = `videos/test-${process.pid}-${itemCount}.mp4`;
  const videoStory = delivered ? `vs${process.pid}x${itemCount}` : null;
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId,
      type: 2,
      name: 'Golden Hour Vows',
      slug: 'golden-hour-vows',
      quantity: 1,
      priceCents: 2900,
      baseCostCents: 2900,
      renderState: 'draft',
      draftVideo,
      videoStory,
    })
    .returning({ id: orderItems.id });
  assert.ok(item);
  if (store) await app.storage.put(draftVideo, mp4, 'video/mp4');
  return { orderId, itemId: item.id, videoStory: videoStory ?? '', draftVideo };
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

for (const storage of ['disk', 's3'] as const) {
  describe(`video links on ${storage} storage`, () => {
    let app: FastifyInstance;
    let user: TestUser;
    let video: Awaited<ReturnType<typeof clipWithVideo>>;
    let links: ReturnType<typeof videoLinks>;

    before(async () => {
      const env = storage === 's3' ? s3.env : { MEDIA_DIR: mediaDirs.disk };
      app = buildTestApp(database, testConfig({ VIDEO_LINK_SECRET: SECRET, ...env }));
      await app.ready();
      assert.equal(app.storage.kind, storage);
      user = await signUp(app);
      video = await clipWithVideo(app, user);
      links = videoLinks(SECRET, video.videoStory, new Date());
    });
    after(() => app.close());

    test('the watch link streams the whole video inline, privately, with Accept-Ranges', async () => {
      const response = await get(app, links.watch);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-type'], 'video/mp4');
      assert.equal(response.headers['accept-ranges'], 'bytes');
      assert.equal(response.headers['content-disposition'], 'inline');
      assert.match(String(response.headers['cache-control']), /^private, max-age=\d+$/);
      assert.equal(Number(response.headers['content-length']), mp4.length);
      assert.ok(response.rawPayload.equals(mp4));
    });

    test('a Range answers 206 with the first, middle and last bytes asked for', async () => {
      const cases: Array<[string, number, number]> = [
        ['bytes=0-99', 0, 99],
        ['bytes=100-1099', 100, 1099],
        ['bytes=-200', mp4.length - 200, mp4.length - 1],
        [`bytes=${mp4.length - 10}-`, mp4.length - 10, mp4.length - 1],
      ];
      for (const [range, start, end] of cases) {
        const response = await get(app, links.watch, { range });
        assert.equal(response.statusCode, 206, `${range}: ${response.body}`);
        assert.equal(response.headers['content-range'], `bytes ${start}-${end}/${mp4.length}`, range);
        assert.equal(Number(response.headers['content-length']), end - start + 1, range);
        assert.ok(response.rawPayload.equals(mp4.subarray(start, end + 1)), range);
      }
    });

    test('a Range past the end answers 416 with the size and a message', async () => {
      const response = await get(app, links.watch, { range: `bytes=${mp4.length}-` });
      assert.equal(response.statusCode, 416);
      assert.equal(response.headers['content-range'], `bytes */${mp4.length}`);
      assert.match(String(response.headers['content-type']), /^application\/json/);
      assert.equal(typeof response.json().message, 'string');
    });

    test('the download link sends the video as an attachment named after the product and the order', async () => {
      const response = await get(app, links.download);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-type'], 'video/mp4');
      const orderNumber = String(video.orderId).padStart(6, '0');
      assert.equal(
        response.headers['content-disposition'],
        `attachment; filename="golden-hour-vows-order-${orderNumber}.mp4"`,
      );
      assert.ok(response.rawPayload.equals(mp4));
    });

    test('the staff draft link streams an item draft, delivered or not', async () => {
      const draft = await clipWithVideo(app, user, { delivered: false });
      const response = await get(app, draftLink(SECRET, draft.itemId, 'videos/any.mp4', new Date()), {
        range: 'bytes=0-9',
      });
      assert.equal(response.statusCode, 206, response.body);
      assert.ok(response.rawPayload.equals(mp4.subarray(0, 10)));
    });
  });
}

describe('refused video links', () => {
  let app: FastifyInstance;
  let user: TestUser;
  let video: Awaited<ReturnType<typeof clipWithVideo>>;

  before(async () => {
    app = buildTestApp(database, testConfig({ VIDEO_LINK_SECRET: SECRET, MEDIA_DIR: mediaDirs.refused }));
    await app.ready();
    user = await signUp(app);
    video = await clipWithVideo(app, user);
  });
  after(() => app.close());

  const assertRefused = async (url: string, status: number, message: RegExp, label: string) => {
    const response = await get(app, url);
    assert.equal(response.statusCode, status, `${label}: ${response.body}`);
    assert.match(String(response.headers['content-type']), /^application\/json/, label);
    assert.match(response.json().message, message, label);
    assert.equal(response.headers['content-disposition'], undefined, label);
  };

  test('no signature, a tampered one, another video, another kind or another secret: 403', async () => {
    const { watch, download } = videoLinks(SECRET, video.videoStory, new Date());
    const other = await clipWithVideo(app, user);
    const invalid = /^This video link is not valid$/;
    await assertRefused(`/video-story/stream/${video.videoStory}`, 403, invalid, 'unsigned');
    await assertRefused(`/video-story/${video.videoStory}`, 403, invalid, 'unsigned download');
    await assertRefused(`/video-story/draft/${video.itemId}`, 403, invalid, 'unsigned draft');
    // Its first character changed (a fixed "_" left one signature in 64 as it was, and that run failed).
    const tampered = watch.replace(/signature=(.)/, (_, first: string) => `signature=${first === '_' ? '-' : '_'}`);
    assert.notEqual(tampered, watch);
    await assertRefused(tampered, 403, invalid, 'tampered');
    await assertRefused(
      watch.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 1}`),
      403,
      invalid,
      'later expiry',
    );
    await assertRefused(watch.replace(video.videoStory, other.videoStory), 403, invalid, 'another video');
    await assertRefused(
      download.replace('/video-story/', '/video-story/stream/'),
      403,
      invalid,
      'a download link on the stream path',
    );
    await assertRefused(
      signedLink(`${SECRET}-other`, 'watch', video.videoStory, new Date()),
      403,
      invalid,
      'another secret',
    );
    await assertRefused(
      draftLink(SECRET, video.itemId, 'videos/any.mp4', new Date()).replace(`/${video.itemId}?`, `/${other.itemId}?`),
      403,
      invalid,
      'another draft',
    );
  });

  test('an expired link: 403 that says so', async () => {
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await assertRefused(videoLinks(SECRET, video.videoStory, yesterday).watch, 403, /expired/, 'expired watch');
    await assertRefused(draftLink(SECRET, video.itemId, 'videos/any.mp4', yesterday), 403, /expired/, 'expired draft');
  });

  test('a valid signature for a video that is not there: 404, never 500', async () => {
    const now = new Date();
    await assertRefused(videoLinks(SECRET, 'no-such-video', now).watch, 404, /^Video not found$/, 'unknown id');
    await assertRefused(
      videoLinks(SECRET, 'no-such-video', now).download,
      404,
      /^Video not found$/,
      'unknown download',
    );
    await assertRefused(signedLink(SECRET, 'draft', 'abc', now), 404, /^Video not found$/, 'non-numeric draft id');
    await assertRefused(
      draftLink(SECRET, 2_000_000_000, 'videos/any.mp4', now),
      404,
      /^Video not found$/,
      'unknown draft item',
    );
    const undelivered = await clipWithVideo(app, user, { delivered: false });
    await db.update(orderItems).set({ draftVideo: null }).where(eq(orderItems.id, undelivered.itemId));
    await assertRefused(
      draftLink(SECRET, undelivered.itemId, 'videos/any.mp4', now),
      404,
      /^Video not found$/,
      'item without a draft',
    );
    const lost = await clipWithVideo(app, user, { store: false });
    await assertRefused(
      videoLinks(SECRET, lost.videoStory, now).watch,
      404,
      /^Video not found$/,
      'file missing from storage',
    );
  });

  test('GET /api/orders gives signed links once the video is delivered, null before; only to the owner', async () => {
    const shopper = await signUp(app);
    const waiting = await clipWithVideo(app, shopper, { delivered: false });
    const listItem = async (token: string, itemId: number) => {
      const response = await call(app, 'GET', '/api/orders', { token });
      assert.equal(response.statusCode, 200, response.body);
      return (response.json() as Order[]).flatMap((order) => order.items).find((item) => item.id === itemId);
    };
    assert.equal((await listItem(shopper.token, waiting.itemId))?.videoLinks, null);

    await db
      .update(orderItems)
      .set({ videoStory: `delivered${waiting.itemId}` })
      .where(eq(orderItems.id, waiting.itemId));
    const links = (await listItem(shopper.token, waiting.itemId))?.videoLinks;
    assert.ok(links);
    assert.match(links.watch, new RegExp(`^/video-story/stream/delivered${waiting.itemId}\\?expires=\\d+&signature=`));
    assert.equal((await get(app, links.watch, { range: 'bytes=0-0' })).statusCode, 206);
    assert.equal((await get(app, links.download)).statusCode, 200);
    assert.equal(await listItem(user.token, waiting.itemId), undefined);
  });
});
