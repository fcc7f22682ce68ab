import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { signUp } from '../../test/identity';
import { buildTestApp, createSeededDatabase, testConfig } from '../../test/setup';
import { makeOrder, orderState } from '../payments/test-helpers';
import { findOrderForPayment, markOrderPaid, sendOrderPaidMail } from './index';

const { database, mediaDir } = await createSeededDatabase();
const { db } = database;
const config = testConfig({ MEDIA_DIR: mediaDir });
const app = buildTestApp(database, config);
after(() => app.close());

describe('the payments side of orders', () => {
  test('findOrderForPayment answers only the owner’s unpaid order, with its total in cents', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const orderId = await makeOrder(db, owner, 1089);
    assert.deepEqual(await findOrderForPayment(db, owner.id, orderId), { id: orderId, totalCents: 1089 });
    assert.equal(await findOrderForPayment(db, other.id, orderId), undefined);
    assert.equal(await findOrderForPayment(db, owner.id, orderId + 1_000_000), undefined);
    await markOrderPaid(db, orderId, new Date());
    assert.equal(await findOrderForPayment(db, owner.id, orderId), undefined, 'a paid order is not paid again');
  });

  test('markOrderPaid is true once, for the unpaid → paid transition, and keeps the first paid time', async () => {
    const owner = await signUp(app);
    const orderId = await makeOrder(db, owner, 1089);
    const paidAt = new Date('2026-01-02T03:04:05.000Z');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => db.transaction((tx) => markOrderPaid(tx, orderId, paidAt))),
    );
    assert.equal(answers.filter(Boolean).length, 1);
    assert.equal(await markOrderPaid(db, orderId, new Date()), false);
    assert.deepEqual(await orderState(db, orderId), { paid: true, paidAt });
  });

  test('a rolled-back transition leaves the order unpaid', async () => {
    const owner = await signUp(app);
    const orderId = await makeOrder(db, owner, 1089);
    await assert.rejects(
      db.transaction(async (tx) => {
        assert.equal(await markOrderPaid(tx, orderId, new Date()), true);
        throw new Error('the event was not recorded');
      }),
      /not recorded/,
    );
    assert.deepEqual(await findOrderForPayment(db, owner.id, orderId), { id: orderId, totalCents: 1089 });
  });

  test('the confirmation mail names the order number, the totals and the orders page', async () => {
    const owner = await signUp(app);
    const orderId = await makeOrder(db, owner, 1089);
    await sendOrderPaidMail(app, config, orderId);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.userId, owner.id));
    assert.equal(mails.length, 1);
    const [mail] = mails;
    assert.ok(mail);
    assert.equal(mail.to, owner.email);
    assert.match(mail.subject, new RegExp(`#${String(orderId).padStart(6, '0')}`));
    assert.match(mail.text, /Total: \$10\.89/);
    assert.ok(mail.text.includes(`${config.publicUrl}/account/orders`));
  });
});
