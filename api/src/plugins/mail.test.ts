import assert from 'node:assert/strict';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { mailOutbox, users } from '../db/schema';
import { createTestDatabase, temporaryDir } from '../test/setup';
import { createMailer, REDACTED, type MailTransport } from './mail';

const database = await createTestDatabase();
const { db } = database;
const SECRET_LINK = 'https://shop.example/password-reset/secret-token-in-the-body';

function capturingLog() {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _encoding, done) { lines.push(chunk.toString()); done(); } });
  return { log: Fastify({ logger: { level: 'trace', stream } }).log, text: () => lines.join('') };
}

const config = (overrides: Partial<{ smtpUrl: string; outboxDir: string }> = {}) => ({ from: 'Shop <no-reply@shop.example>', smtpUrl: undefined, outboxDir: undefined, ...overrides });

describe('the mailer', () => {
  test('writes the outbox row and logs a masked address, never the text', async () => {
    const { log, text } = capturingLog();
    const mailer = createMailer(db, config(), log);
    const { id } = await mailer.send({ to: 'ann.smith@example.com', subject: 'Hello', text: `Open ${SECRET_LINK}`, html: `<a href="${SECRET_LINK}">x</a>` });
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    assert.equal(row?.to, 'ann.smith@example.com');
    assert.equal(row?.text, `Open ${SECRET_LINK}`);
    assert.equal(row?.sentAt, null, 'nothing was sent without SMTP');
    assert.match(text(), /mail queued to a\*\*\*@e\*\*\*\.com/);
    assert.ok(!text().includes('secret-token'));
    assert.ok(!text().includes('ann.smith'));
  });

  test('writes a JSON copy <time>-<id>.json readable by its owner only', async () => {
    const dir = path.join(await temporaryDir('shop-mail-'), 'nested', 'outbox');
    const mailer = createMailer(db, config({ outboxDir: dir }), capturingLog().log);
    const { id } = await mailer.send({ to: 'bob@example.com', subject: 'Plain', text: 'Just text' });
    const files = await readdir(dir);
    assert.equal(files.length, 1, 'only the finished file, no partial one left behind');
    const [file] = files;
    assert.match(file ?? '', new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d-]+Z-${id}\\.json$`));
    const content = JSON.parse(await readFile(path.join(dir, file!), 'utf8'));
    assert.deepEqual({ ...content, createdAt: typeof content.createdAt }, { to: 'bob@example.com', subject: 'Plain', text: 'Just text', html: null, createdAt: 'string' });
    assert.equal((await stat(path.join(dir, file!))).mode & 0o777, 0o600);
  });

  test('with SMTP it also delivers and marks the row sent', async () => {
    const sent: unknown[] = [];
    const transport: MailTransport = { sendMail: async (message) => void sent.push(message), close: () => undefined };
    const mailer = createMailer(db, config({ smtpUrl: 'smtp://localhost:2525' }), capturingLog().log, transport);
    const { id } = await mailer.send({ to: 'cy@example.com', subject: 'Sent', text: 'Body', html: '<p>Body</p>' });
    assert.deepEqual(sent, [{ from: 'Shop <no-reply@shop.example>', to: 'cy@example.com', subject: 'Sent', text: 'Body', html: '<p>Body</p>' }]);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    assert.ok(row?.sentAt instanceof Date);
  });

  test('a failed delivery keeps the row unsent and logs no content', async () => {
    const { log, text } = capturingLog();
    const transport: MailTransport = {
      sendMail: async () => { throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }); },
      close: () => undefined,
    };
    const mailer = createMailer(db, config({ smtpUrl: 'smtp://localhost:2525' }), log, transport);
    const { id } = await mailer.send({ to: 'dee@example.com', subject: 'Fails', text: SECRET_LINK });
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    assert.equal(row?.sentAt, null);
    assert.match(text(), /mail delivery failed/);
    assert.ok(!text().includes('secret-token'));
  });

  test('SMTP_URL makes a real nodemailer transport (here to a closed port: logged, left unsent)', async () => {
    const { log, text } = capturingLog();
    const mailer = createMailer(db, config({ smtpUrl: 'smtp://127.0.0.1:1' }), log);
    try {
      const { id } = await mailer.send({ to: 'eve@example.com', subject: 'Refused', text: SECRET_LINK });
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      assert.equal(row?.sentAt, null);
      assert.match(text(), /"code":"ESOCKET".*mail delivery failed/);
      assert.ok(!text().includes('secret-token'));
    } finally {
      mailer.close();
    }
  });

  test("a mail's secrets are handed to delivery but never kept in the row or, when SMTP delivers, in the JSON copy", async () => {
    const dir = await temporaryDir('shop-mail-');
    const sent: Array<{ text: string; html?: string }> = [];
    const transport: MailTransport = { sendMail: async (message) => void sent.push(message), close: () => undefined };
    const mailer = createMailer(db, config({ smtpUrl: 'smtp://localhost:2525', outboxDir: dir }), capturingLog().log, transport);
    const secret = 'secret-token-in-the-body';
    const { id } = await mailer.send({ to: 'fay@example.com', subject: 'Reset', text: `Open ${SECRET_LINK}`, html: `<a href="${SECRET_LINK}">x</a>`, secrets: [secret] });
    assert.ok(sent[0]?.text.includes(secret) && sent[0]?.html?.includes(secret), 'the delivered mail works');
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    assert.equal(row?.text, `Open https://shop.example/password-reset/${REDACTED}`);
    assert.ok(!row?.html?.includes(secret));
    const files = await readdir(dir);
    const content = await readFile(path.join(dir, files[0]!), 'utf8');
    assert.ok(!content.includes(secret));
    assert.ok(content.includes(REDACTED));
  });

  test('without SMTP the JSON copy is the delivery and keeps the link; the row does not', async () => {
    const dir = await temporaryDir('shop-mail-');
    const mailer = createMailer(db, config({ outboxDir: dir }), capturingLog().log);
    const secret = 'secret-token-in-the-body';
    const { id } = await mailer.send({ to: 'gus@example.com', subject: 'Reset', text: `Open ${SECRET_LINK}`, secrets: [secret] });
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    assert.ok(!row?.text.includes(secret));
    const [file] = await readdir(dir);
    assert.ok((await readFile(path.join(dir, file!), 'utf8')).includes(secret));
  });

  test("forgetUser removes the JSON copies of one account's mail and no other", async () => {
    const dir = await temporaryDir('shop-mail-');
    const mailer = createMailer(db, config({ outboxDir: dir }), capturingLog().log);
    const [owner, other] = await db.insert(users).values([{ email: `owner.${Date.now()}@example.com` }, { email: `other.${Date.now()}@example.com` }]).returning({ id: users.id });
    await mailer.send({ to: 'owner@example.com', subject: 'One', text: 'x', userId: owner!.id });
    await mailer.send({ to: 'owner@example.com', subject: 'Two', text: 'x', userId: owner!.id });
    const { id: otherMail } = await mailer.send({ to: 'other@example.com', subject: 'Kept', text: 'x', userId: other!.id });
    const { id: plainMail } = await mailer.send({ to: 'nobody@example.com', subject: 'Kept', text: 'x' });
    assert.equal((await readdir(dir)).length, 4);
    await mailer.forgetUser(owner!.id);
    const left = await readdir(dir);
    assert.deepEqual(left.map((name) => name.replace(/^.*Z-/, '')).sort(), [`${otherMail}-u${other!.id}.json`, `${plainMail}.json`].sort());
  });
});
