import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { ProductType } from '@shop/shared/constants';
import { orderItems } from '../../db/schema';
import { SIGN_IN_REQUIRED, STAFF_ONLY_MESSAGE } from '../../plugins/auth';
import { call, signUp, signUpStaff, type TestUser } from '../../test/identity';
import { jpeg, postForm } from '../../test/photos';
import { buildTestApp, createTestDatabase, seedMediaDir, temporaryDir, testConfig } from '../../test/setup';
import { VIDEO_READY_SUBJECT } from './delivery';
import { RENDER_QUEUE } from './jobs';
import { ffmpegBinary } from './render';
import { STAFF_VIDEO_TEXTS } from './staff-routes';
import { itemState, mailsWithSubject, makePaidClip, setDraft } from './test-helpers';

describe('staff clip actions', async () => {
  const database = await createTestDatabase();
  const app = buildTestApp(database, testConfig({ MEDIA_DIR: await seedMediaDir() }));
  after(() => app.close());
  let shopper: TestUser;
  let staff: TestUser;
  let mp4: Buffer;

  before(async () => {
    shopper = await signUp(app);
    staff = await signUpStaff(app);
    const file = path.join(await temporaryDir('staff-video-'), 'hand-made.mp4');
    await promisify(execFile)(await ffmpegBinary(undefined), [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=blue:s=320x180:r=25:d=1'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
    ]);
    mp4 = await readFile(file);
  });

  const post = (url: string, token?: string) => call(app, 'POST', url, token ? { token } : {});
  const upload = (itemId: number, file: Buffer, token = staff.token, name = 'story.mp4') =>
    postForm(app, `/api/staff/orders/item/${itemId}/video`, [['video', { file, name, type: 'video/mp4' }]], {
      authorization: `Bearer ${token}`,
    });

  test('anonymous callers get 401 and shoppers 403, and nothing changes', async () => {
    const { itemId } = await makePaidClip(app, shopper);
    await setDraft(database.db, itemId, 'videos/x.mp4');
    const before = await itemState(database.db, itemId);
    for (const action of ['approve', 'render', 'video']) {
      const url = `/api/staff/orders/item/${itemId}/${action}`;
      const anonymous = await post(url);
      assert.equal(anonymous.statusCode, 401, `${action}: ${anonymous.body}`);
      assert.equal(anonymous.json().message, SIGN_IN_REQUIRED);
      const byShopper = await post(url, shopper.token);
      assert.equal(byShopper.statusCode, 403, `${action}: ${byShopper.body}`);
      assert.equal(byShopper.json().message, STAFF_ONLY_MESSAGE);
    }
    const shopperUpload = await upload(itemId, mp4, shopper.token);
    assert.equal(shopperUpload.statusCode, 403);
    assert.deepEqual(await itemState(database.db, itemId), before);
  });

  test('approving a draft delivers it at once and mails the shopper once', async () => {
    const { itemId } = await makePaidClip(app, shopper);
    await setDraft(database.db, itemId, 'videos/y.mp4');
    const mailsBefore = (await mailsWithSubject(database.db, shopper.email, VIDEO_READY_SUBJECT)).length;
    const approved = await post(`/api/staff/orders/item/${itemId}/approve`, staff.token);
    assert.equal(approved.statusCode, 200, approved.body);
    assert.deepEqual(approved.json(), { ok: true });
    const state = await itemState(database.db, itemId);
    assert.ok(state.approvedAt && state.deliveredAt && state.videoStory);
    const again = await post(`/api/staff/orders/item/${itemId}/approve`, staff.token);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, STAFF_VIDEO_TEXTS.delivered);
    assert.equal((await mailsWithSubject(database.db, shopper.email, VIDEO_READY_SUBJECT)).length, mailsBefore + 1);
    // An order with an address typed at checkout is mailed there instead.
    const checkoutEmail = `gifts-${process.pid}@example.com`;
    const typed = await makePaidClip(app, shopper, { email: checkoutEmail });
    await setDraft(database.db, typed.itemId, 'videos/z.mp4');
    assert.equal((await post(`/api/staff/orders/item/${typed.itemId}/approve`, staff.token)).statusCode, 200);
    assert.equal((await mailsWithSubject(database.db, checkoutEmail, VIDEO_READY_SUBJECT)).length, 1);
    assert.equal((await mailsWithSubject(database.db, shopper.email, VIDEO_READY_SUBJECT)).length, mailsBefore + 1);
    // A delivered video is not replaced or rendered again.
    assert.equal((await post(`/api/staff/orders/item/${itemId}/render`, staff.token)).statusCode, 409);
    assert.equal((await upload(itemId, mp4)).statusCode, 409);
    assert.equal((await itemState(database.db, itemId)).videoStory, state.videoStory);
  });

  test('approving without a draft, bad ids, unknown ids, unpaid and simple items are refused and change nothing', async () => {
    const { itemId } = await makePaidClip(app, shopper);
    const noDraft = await post(`/api/staff/orders/item/${itemId}/approve`, staff.token);
    assert.equal(noDraft.statusCode, 409);
    assert.equal(noDraft.json().message, STAFF_VIDEO_TEXTS.noDraft);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await post(`/api/staff/orders/item/${bad}/render`, staff.token);
      assert.equal(response.statusCode, 400, `${bad}: ${response.body}`);
      assert.equal(response.json().field, 'id');
    }
    const unknown = await post('/api/staff/orders/item/2147483000/render', staff.token);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, STAFF_VIDEO_TEXTS.notFound);
    const unpaid = await makePaidClip(app, shopper, { paid: false });
    assert.equal((await post(`/api/staff/orders/item/${unpaid.itemId}/render`, staff.token)).statusCode, 404);
    const { itemId: simpleId } = await makePaidClip(app, shopper);
    await database.db.update(orderItems).set({ type: ProductType.SIMPLE }).where(eq(orderItems.id, simpleId));
    for (const action of ['approve', 'render']) {
      assert.equal((await post(`/api/staff/orders/item/${simpleId}/${action}`, staff.token)).statusCode, 404);
    }
    assert.equal((await upload(simpleId, mp4)).statusCode, 404);
    assert.equal((await itemState(database.db, simpleId)).renderState, 'none');
    assert.equal((await itemState(database.db, unpaid.itemId)).renderState, 'none');
  });

  test('render queues a new render job and clears the error', async () => {
    const { itemId } = await makePaidClip(app, shopper);
    await database.db
      .update(orderItems)
      .set({ renderState: 'failed', renderError: 'ffmpeg failed: x' })
      .where(eq(orderItems.id, itemId));
    const response = await post(`/api/staff/orders/item/${itemId}/render`, staff.token);
    assert.equal(response.statusCode, 200, response.body);
    const state = await itemState(database.db, itemId);
    assert.deepEqual([state.renderState, state.renderError], ['queued', null]);
    const boss = await app.jobs.started();
    assert.ok((await boss.getQueueSize(RENDER_QUEUE)) >= 1);
  });

  test('a hand-made MP4 replaces the draft; anything but an MP4 is refused by its content', async () => {
    const { itemId } = await makePaidClip(app, shopper);
    const notVideo = await upload(itemId, await jpeg(), staff.token, 'story.mp4');
    assert.equal(notVideo.statusCode, 415, notVideo.body);
    assert.equal(notVideo.json().message, STAFF_VIDEO_TEXTS.notMp4);
    // Starts like an MP4 (an ftyp box, which is all file-type reads) and holds no video.
    const ftypOnly = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)]);
    const fake = await upload(itemId, ftypOnly, staff.token, 'story.mp4');
    assert.equal(fake.statusCode, 422, fake.body);
    assert.equal(fake.json().message, STAFF_VIDEO_TEXTS.notPlayable);
    const cut = await upload(itemId, mp4.subarray(0, Math.floor(mp4.length / 2)), staff.token, 'story.mp4');
    assert.equal(cut.statusCode, 422, cut.body);
    const empty = await postForm(app, `/api/staff/orders/item/${itemId}/video`, [['note', 'hello']], {
      authorization: `Bearer ${staff.token}`,
    });
    assert.equal(empty.statusCode, 400, empty.body);
    assert.equal((await itemState(database.db, itemId)).renderState, 'none');

    const uploaded = await upload(itemId, mp4);
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const state = await itemState(database.db, itemId);
    assert.equal(state.renderState, 'draft');
    assert.ok(state.draftVideo);
    assert.deepEqual(await app.storage.readBuffer(state.draftVideo), mp4);
    assert.equal(state.videoStory, null, 'a draft waits for approval or its due time');
    const playerLink = async () =>
      (
        (await call(app, 'GET', '/api/staff/orders', { token: staff.token })).json() as Array<{
          id: number;
          draftLink: string | null;
        }>
      ).find((item) => item.id === itemId)?.draftLink;
    const firstLink = await playerLink();
    assert.ok(firstLink);

    const replaced = await upload(itemId, mp4);
    assert.equal(replaced.statusCode, 200);
    const next = await itemState(database.db, itemId);
    assert.notEqual(next.draftVideo, state.draftVideo);
    // The staff player gets a new URL, so the browser does not play the copy it cached of the replaced draft.
    const secondLink = await playerLink();
    assert.ok(secondLink && secondLink !== firstLink, `${firstLink} then ${secondLink}`);
    assert.equal(await app.storage.readBuffer(state.draftVideo), undefined, 'the replaced draft is removed');
  });
});
