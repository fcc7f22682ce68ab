import assert from 'node:assert/strict';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { count, eq, min } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DiscountType, EDITABLE_TEXT_DEFAULTS, ProductType } from '@shop/shared/constants';
import * as schema from '../db/schema';
import { createSeededDatabase } from '../test/setup';
import { verifyPassword } from '../lib/passwords';
import { sanitizeContentHtml } from '../modules/content/sanitize';
import { DEMO_COUPONS, ensureDemoCoupons } from './coupons';
import { DEMO_ACCOUNT, ensureDemoAccount, resetDemoAccount } from './demo-account';
import { clearDatabase, seedIfEmpty } from './index';

const { database, mediaDir } = await createSeededDatabase();
const { db } = database;

const total = async (table: PgTable) => {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
};

describe('the demo shop seed', () => {
  test('has at least 48 products of both types, a few of them unavailable', async () => {
    const products = await db.select().from(schema.products);
    assert.ok(products.length >= 48);
    assert.ok(products.filter((product) => product.type === ProductType.CLIP).length >= 30);
    assert.ok(products.filter((product) => product.type === ProductType.SIMPLE).length >= 8);
    const unavailable = products.filter((product) => !product.isAvailable).length;
    assert.ok(unavailable >= 2 && unavailable <= 6);
    assert.ok(new Set(products.map((product) => product.popularity)).size > 20);
    const days = products.map((product) => product.ctime.getTime() / 86_400_000);
    assert.ok(Math.max(...days) - Math.min(...days) > 180, 'creation times spread over months');
  });

  test('gives every clip a preview video, clip properties and a required story title', async () => {
    const clips = await db.select().from(schema.products).where(eq(schema.products.type, ProductType.CLIP));
    for (const clip of clips) {
      assert.match(clip.preview ?? '', /\.mp4$/, clip.name);
      assert.ok(clip.clipImageCount && clip.clipDuration, clip.name);
    }
    const titles = await db.select().from(schema.captionFields).where(eq(schema.captionFields.label, 'Story title'));
    assert.equal(titles.length, clips.length);
    assert.ok(titles.every((field) => field.required && field.position === 0));
  });

  test('gives every product a cover and two to four gallery images', async () => {
    const rows = await db
      .select({ productId: schema.productImages.productId, images: count() })
      .from(schema.productImages)
      .groupBy(schema.productImages.productId);
    assert.equal(rows.length, await total(schema.products));
    assert.ok(rows.every((row) => row.images >= 3 && row.images <= 5));
  });

  test('puts every media file it names on disk', async () => {
    const media = await db.select().from(schema.media);
    assert.ok(media.some((item) => item.kind === 'video'));
    for (const item of media) await stat(path.join(mediaDir, item.originalPath));
  });

  test('stores every default editable text, FAQ, review, about section and page', async () => {
    const texts = await db.select().from(schema.editableTexts);
    assert.deepEqual(texts.map((text) => text.definedName).sort(), Object.keys(EDITABLE_TEXT_DEFAULTS).sort());
    assert.ok((await total(schema.faqs)) >= 8);
    assert.ok((await total(schema.reviews)) >= 5);
    assert.equal((await db.select().from(schema.aboutSections)).length, 4);
    const pages = (await db.select().from(schema.contentPages)).map((page) => page.slug);
    assert.ok(pages.includes('terms-of-service') && pages.includes('privacy-policy'));
  });

  test('writes FAQ answers the content sanitiser keeps as they are, one of them linking to the Support screen', async () => {
    const answers = (await db.select({ answer: schema.faqs.answer }).from(schema.faqs)).map((row) => row.answer);
    for (const answer of answers) assert.equal(sanitizeContentHtml(answer), answer);
    assert.ok(answers.some((answer) => answer.includes('<a href="/account/support">')));
  });

  test('does nothing when the database already has a catalogue', async () => {
    const before = await total(schema.products);
    assert.equal(await seedIfEmpty(db, { mediaDir }), false);
    assert.equal(await total(schema.products), before);
  });

  test('makes the media files in a folder of its own for a database another instance seeded', async () => {
    const emptyFolder = await mkdtemp(path.join(tmpdir(), 'shop-media-replica-'));
    try {
      assert.equal(await seedIfEmpty(db, { mediaDir: emptyFolder }), false);
      const media = await db.select().from(schema.media);
      for (const item of media) await stat(path.join(emptyFolder, item.originalPath));
    } finally {
      await rm(emptyFolder, { recursive: true, force: true });
    }
  });

  test('seeds again after the database is cleared, reusing the media files', async () => {
    const cover = path.join(mediaDir, 'originals', 'product-first-dance.png');
    const { mtimeMs } = await stat(cover);
    await clearDatabase(db);
    assert.equal(await total(schema.products), 0);
    assert.equal(await seedIfEmpty(db, { mediaDir }), true);
    assert.ok((await total(schema.products)) >= 48);
    assert.equal((await stat(cover)).mtimeMs, mtimeMs);
    const [first] = await db.select({ id: min(schema.products.id) }).from(schema.products);
    assert.equal(first?.id, 1, 'identities restart after a clear');
  });

  test('has the demo account with a filled profile and the README password, made once', async () => {
    const [demo] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNT.email));
    assert.ok(demo, 'no demo account');
    assert.ok(await verifyPassword(demo.passwordHash, 'demo-story-2026'));
    for (const [field, value] of Object.entries(DEMO_ACCOUNT.profile)) assert.equal(demo[field as keyof typeof demo], value, field);
    assert.equal(await ensureDemoAccount(db), false);
    assert.equal((await db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNT.email))).length, 1);
  });

  test('has the README\'s demo coupons, one of them expired, made once', async () => {
    const rows = await db.select().from(schema.coupons).orderBy(schema.coupons.id);
    assert.deepEqual(
      rows.map(({ code, type, percent, expiresAt }) => ({ code, type, percent, expiresAt: expiresAt?.toISOString() ?? null })),
      [
        { code: 'STORY10', type: DiscountType.REGULAR_PERCENTAGE, percent: 10, expiresAt: null },
        { code: 'WELCOME25', type: DiscountType.ONE_TIME_PERCENTAGE, percent: 25, expiresAt: null },
        { code: 'FREESTORY', type: DiscountType.ONE_TIME_FREE_CLIP, percent: null, expiresAt: null },
        { code: 'SUMMER2025', type: DiscountType.REGULAR_PERCENTAGE, percent: 15, expiresAt: '2025-09-01T00:00:00.000Z' },
      ],
    );
    await ensureDemoCoupons(db);
    assert.equal(await total(schema.coupons), DEMO_COUPONS.length);
  });

  test('lists WELCOME25 and FREESTORY in the demo account, also in one made before coupons existed', async () => {
    const held = async () =>
      (
        await db
          .select({ code: schema.coupons.code })
          .from(schema.userCoupons)
          .innerJoin(schema.coupons, eq(schema.coupons.id, schema.userCoupons.couponId))
          .innerJoin(schema.users, eq(schema.users.id, schema.userCoupons.userId))
          .where(eq(schema.users.email, DEMO_ACCOUNT.email))
      )
        .map((row) => row.code)
        .sort();
    assert.deepEqual(await held(), ['FREESTORY', 'WELCOME25']);
    // A database from before the coupons migration: the account exists, the coupons and its list do not.
    await db.delete(schema.coupons);
    assert.deepEqual(await held(), []);
    await ensureDemoCoupons(db);
    assert.equal(await ensureDemoAccount(db), false);
    assert.deepEqual(await held(), ['FREESTORY', 'WELCOME25']);
    await ensureDemoAccount(db);
    assert.equal((await db.select().from(schema.userCoupons)).length, 2, 'listed once');
  });

  test('seed --reset puts a changed demo account back as it was', async () => {
    await db.update(schema.users).set({ firstName: 'Changed', passwordHash: null }).where(eq(schema.users.email, DEMO_ACCOUNT.email));
    await resetDemoAccount(db);
    const [demo] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNT.email));
    assert.equal(demo?.firstName, DEMO_ACCOUNT.profile.firstName);
    assert.ok(await verifyPassword(demo?.passwordHash, DEMO_ACCOUNT.password));
    assert.equal((await db.select().from(schema.userCoupons).where(eq(schema.userCoupons.userId, demo?.id ?? 0))).length, 2, 'with its coupons');
  });
});
