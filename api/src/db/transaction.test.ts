import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../test/setup';
import { coupons } from './schema';
import { refusableTransaction } from './transaction';

const { db } = await createTestDatabase();
const codeExists = async (code: string) => (await db.select().from(coupons).where(eq(coupons.code, code))).length > 0;

describe('refusableTransaction', () => {
  test('answers the work value and keeps what it wrote', async () => {
    const outcome = await refusableTransaction<number, string>(db, async (tx) => {
      await tx.insert(coupons).values({ code: 'KEPT', type: 2, percent: 5 });
      return 7;
    });
    assert.deepEqual(outcome, { ok: true, value: 7 });
    assert.equal(await codeExists('KEPT'), true);
  });

  test('a refusal is answered as a value and rolls back what was written before it', async () => {
    const outcome = await refusableTransaction<void, string>(db, async (tx, refuse) => {
      await tx.insert(coupons).values({ code: 'ROLLED-BACK', type: 2, percent: 5 });
      refuse('no');
    });
    assert.deepEqual(outcome, { ok: false, refusal: 'no' });
    assert.equal(await codeExists('ROLLED-BACK'), false);
  });

  test('any other failure is thrown as it is, after rolling back', async () => {
    await assert.rejects(
      refusableTransaction(db, async (tx) => {
        await tx.insert(coupons).values({ code: 'FAILED', type: 2, percent: 5 });
        throw new Error('boom');
      }),
      /boom/,
    );
    assert.equal(await codeExists('FAILED'), false);
  });

  test('a refusal of a transaction nested in another rolls back the inner work only', async () => {
    const outcome = await refusableTransaction<string, string>(db, async (tx) => {
      await tx.insert(coupons).values({ code: 'OUTER', type: 2, percent: 5 });
      const inner = await refusableTransaction<void, string>(tx, async (savepoint, refuse) => {
        await savepoint.insert(coupons).values({ code: 'INNER', type: 2, percent: 5 });
        refuse('inner');
      });
      return inner.ok ? 'inner kept' : `inner refused: ${inner.refusal}`;
    });
    assert.deepEqual(outcome, { ok: true, value: 'inner refused: inner' });
    assert.equal(await codeExists('OUTER'), true);
    assert.equal(await codeExists('INNER'), false);
  });
});
