import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { EDITABLE_TEXT_DEFAULTS } from '@shop/shared/constants';
import { coupons, editableTexts, users } from '../db/schema';
import { createTestDatabase, seedMediaDir } from '../test/setup';
import { DEMO_COUPONS } from './coupons';
import { DEMO_ACCOUNT } from './demo-account';
import { prepareDatabase } from './start';

const { db } = await createTestDatabase();
const mediaDir = await seedMediaDir();
const silent = { info: () => undefined } as unknown as Parameters<typeof prepareDatabase>[2];
const demoCodes = DEMO_COUPONS.map((coupon) => coupon.code);

describe('what every start prepares', () => {
  test('a production start makes no demo account and no demo coupons, but stores every editable text', async () => {
    await prepareDatabase(db, { production: true, mediaDir }, silent);
    assert.deepEqual(await db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email)), []);
    assert.deepEqual(await db.select().from(coupons).where(inArray(coupons.code, demoCodes)), []);
    const texts = await db.select({ name: editableTexts.definedName }).from(editableTexts);
    assert.deepEqual(texts.map((text) => text.name).sort(), Object.keys(EDITABLE_TEXT_DEFAULTS).sort());
  });

  test('every start puts back a known text that went missing from a seeded database, and keeps edited ones', async () => {
    await db.delete(editableTexts).where(eq(editableTexts.definedName, 'footer-about'));
    await db
      .update(editableTexts)
      .set({ content: 'Edited by the shop' })
      .where(eq(editableTexts.definedName, 'footer-email'));
    await prepareDatabase(db, { production: true, mediaDir }, silent);
    const rows = await db.select().from(editableTexts);
    const byName = new Map(rows.map((row) => [row.definedName, row.content]));
    assert.equal(byName.get('footer-about'), EDITABLE_TEXT_DEFAULTS['footer-about'].content);
    assert.equal(byName.get('footer-email'), 'Edited by the shop');
  });

  test('outside production the demo account and its coupons are made', async () => {
    await prepareDatabase(db, { production: false, mediaDir }, silent);
    assert.equal((await db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email))).length, 1);
    assert.equal((await db.select().from(coupons).where(inArray(coupons.code, demoCodes))).length, demoCodes.length);
  });
});
