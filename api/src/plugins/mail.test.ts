import assert from 'node:assert/strict';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { mailOutbox } from '../db/schema';
import { createTestDatabase, temporaryDir } from '../test/setup';
import { createMailer, type MailTransport } from './mail';

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
});
