import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { orderItems } from '../../db/schema';
import { signUp, type TestUser } from '../../test/identity';
import { buildTestApp, createTestDatabase, seedMediaDir, temporaryDir, testConfig } from '../../test/setup';
import { orderNumber } from '../orders/index';
import { deliverReadyDrafts, VIDEO_READY_SUBJECT } from './delivery';
import { queueOrderRenders } from './jobs';
import { ffmpegBinary, probeVideo } from './render';
import { recordRenderError, renderSource, saveDraft, startRender } from './repository';
import { itemState, itemStateWhen, mailsWithSubject, makePaidClip, setDraft } from './test-helpers';

// The render queue and delivery on this file's database (PGlite, or PostgreSQL with DATABASE_URL).
describe('video story jobs', async () => {
  const database = await createTestDatabase();
  const mediaDir = await seedMediaDir();
  /** Makes data; no workers. */
  const plain = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir }));
  after(() => plain.close());
  let shopper: TestUser;
  before(async () => {
    shopper = await signUp(plain);
  });

  const workerApp = async (env: NodeJS.ProcessEnv = {}) => {
    const app = buildTestApp(
      database,
      testConfig({ MEDIA_DIR: mediaDir, WORKERS: 'on', RENDER_RETRY_DELAY_SECONDS: '1', ...env }),
    );
    await app.ready();
    return app;
  };
  /** Runs `check` with a worker app, closed afterwards so the next test's jobs are not taken by its workers. */
  const withWorkers = async (env: NodeJS.ProcessEnv, check: (app: FastifyInstance) => Promise<void>) => {
    const app = await workerApp(env);
    try {
      await check(app);
    } finally {
      await app.close();
    }
  };

  test('a paid clip is rendered to a stored draft (1280x720 H.264 of the product duration), not yet delivered', async () => {
    const { orderId, itemId } = await makePaidClip(plain, shopper, { photoCount: 2, durationSeconds: 3 });
    await withWorkers({}, async (app) => {
      await queueOrderRenders(app, orderId);
      const state = await itemStateWhen(database.db, itemId, (row) => row.renderState === 'draft', 'the draft');
      assert.equal(state.renderAttempts, 1);
      assert.equal(state.renderError, null);
      assert.ok(state.renderedAt);
      assert.equal(state.videoStory, null, 'due in 24 hours, not approved: still a draft');
      assert.ok(state.draftVideo);
      const bytes = await app.storage.readBuffer(state.draftVideo);
      assert.ok(bytes);
      const file = path.join(await temporaryDir('draft-'), 'draft.mp4');
      await writeFile(file, bytes);
      const video = await probeVideo(await ffmpegBinary(undefined), file);
      assert.deepEqual([video.codec, video.width, video.height], ['h264', 1280, 720]);
      assert.ok(Math.abs(video.durationSeconds - 3) < 0.1, `duration ${video.durationSeconds}`);
    });
  });

  test('workers starting queue the paid clips left at none; a draft past its due time is delivered at once, mailed once', async () => {
    const paidAt = new Date(Date.now() - 25 * 3600_000);
    const { orderId, itemId } = await makePaidClip(plain, shopper, {
      photoCount: 2,
      durationSeconds: 2,
      paidAt,
      periodHours: 24,
    });
    const unpaid = await makePaidClip(plain, shopper, { paid: false });
    await withWorkers({}, async (app) => {
      const state = await itemStateWhen(database.db, itemId, (row) => row.videoStory !== null, 'the delivery');
      assert.match(state.videoStory ?? '', /^[A-Za-z0-9_-]{22}$/, '128 random bits, URL-safe');
      assert.ok(state.deliveredAt);
      assert.equal(state.approvedAt, null);
      assert.equal((await itemState(database.db, unpaid.itemId)).renderState, 'none', 'an unpaid clip is not rendered');

      assert.deepEqual(await deliverReadyDrafts(app, { publicUrl: 'http://localhost:3000' }), []);
      const mails = await mailsWithSubject(database.db, shopper.email, VIDEO_READY_SUBJECT);
      assert.equal(mails.filter((mail) => mail.text.includes(orderNumber(orderId))).length, 1);
    });
  });

  test('the due time counts a speed-up bought later: its shorter period delivers the draft', async () => {
    const paidAt = new Date(Date.now() - 3 * 3600_000);
    const { itemId } = await makePaidClip(plain, shopper, { paidAt, periodHours: 24 });
    await setDraft(database.db, itemId, 'videos/none.mp4');
    const site = { publicUrl: 'http://localhost:3000' };
    assert.deepEqual(await deliverReadyDrafts(plain, site, itemId), []);
    await database.db
      .update(orderItems)
      .set({ speedUp: { id: 2, caption: 'Express', priceCents: 1900, period: 2 } })
      .where(eq(orderItems.id, itemId));
    assert.deepEqual(await deliverReadyDrafts(plain, site, itemId), [itemId]);
    assert.deepEqual(await deliverReadyDrafts(plain, site, itemId), [], 'once');
  });

  test("a draft stored while a render runs (a staff upload) wins over that render's result and its error", async () => {
    const { itemId } = await makePaidClip(plain, shopper);
    assert.ok(await startRender(database.db, itemId));
    assert.ok(await saveDraft(database.db, itemId, 'videos/hand-made.mp4', { rendered: false }));
    assert.equal(await saveDraft(database.db, itemId, 'videos/rendered.mp4', { rendered: true }), undefined);
    await recordRenderError(database.db, itemId, 'ffmpeg failed: late', true);
    const state = await itemState(database.db, itemId);
    assert.deepEqual([state.renderState, state.draftVideo, state.renderError], ['draft', 'videos/hand-made.mp4', null]);
  });

  test('a second job for an item whose render was taken does nothing; a retry takes over an attempt left rendering', async () => {
    const { itemId } = await makePaidClip(plain, shopper);
    assert.deepEqual(await startRender(database.db, itemId), { attempts: 1 });
    // Another process's start-up sweep sent a second job while the first ran: its first attempt finds nothing to do.
    assert.equal(await startRender(database.db, itemId), undefined);
    // The first attempt's worker died: pg-boss retries the job, and the retry takes over.
    assert.deepEqual(await startRender(database.db, itemId, { retry: true }), { attempts: 2 });
    assert.ok(await saveDraft(database.db, itemId, 'videos/rendered.mp4', { rendered: true }));
    assert.equal(await startRender(database.db, itemId), undefined, 'rendered: a late job does nothing');
    assert.equal(await startRender(database.db, itemId, { retry: true }), undefined);
    assert.equal((await itemState(database.db, itemId)).renderAttempts, 2);
  });

  test('a photo whose original is gone from storage fails the render, naming the photo for staff', async () => {
    const { orderId, itemId } = await makePaidClip(plain, shopper, { photoCount: 2 });
    const lost = (await renderSource(database.db, itemId)).photos[1];
    assert.ok(lost);
    await rm(plain.storage.localPath(lost.originalPath) ?? assert.fail('the disk store has local paths'));
    await withWorkers({}, async (app) => {
      await queueOrderRenders(app, orderId);
      const state = await itemStateWhen(database.db, itemId, (row) => row.renderState === 'failed', 'the failure');
      assert.equal(state.renderError, `Photo ${lost.file} is missing from storage`);
      assert.equal(state.draftVideo, null);
    });
  });

  test('a render that keeps failing is retried with backoff, then failed with its error for staff', async () => {
    const { orderId, itemId } = await makePaidClip(plain, shopper);
    await withWorkers({ FFMPEG_PATH: '/bin/false' }, async (app) => {
      await queueOrderRenders(app, orderId);
      const state = await itemStateWhen(
        database.db,
        itemId,
        (row) => row.renderState === 'failed',
        'the render to fail',
      );
      assert.equal(state.renderAttempts, 3, 'the first attempt and two retries');
      assert.match(state.renderError ?? '', /ffmpeg failed/);
      assert.equal(state.draftVideo, null);
      assert.equal(state.videoStory, null);
    });
  });
});
