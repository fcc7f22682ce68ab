import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { maskEmail } from '../lib/email';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The account the mail is about: it is deleted with the account. */
  userId?: number;
  /**
   * Parts of the text that make the mail usable (a reset link's token): handed over to delivery, never kept. The
   * outbox row (and, when SMTP delivers, the JSON copy) holds "[redacted]" in their place.
   */
  secrets?: string[];
}

export const REDACTED = '[redacted]';

function redact(text: string, secrets: string[] = []): string {
  return secrets.reduce((result, secret) => (secret ? result.split(secret).join(REDACTED) : result), text);
}

export interface Mailer {
  /** Records the mail in the outbox (table, JSON copy, log line) and, with SMTP configured, delivers it. */
  send(mail: Mail): Promise<{ id: number }>;
  /** Removes the JSON copies of a deleted account's mail (the rows go with the account through the foreign key). */
  forgetUser(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The part of a nodemailer transport the mailer uses. */
export type MailTransport = { sendMail(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>; close(): void };

/**
 * The outbox: every mail becomes a mail_outbox row and, when MAIL_OUTBOX_DIR is on, a JSON file
 * `<time>-<id>[-u<userId>].json` {to, subject, text, html, createdAt} that developers and the e2e tests read. The log
 * line names a masked address only. With SMTP_URL the mail is also sent and sent_at set. A mail's secrets are in the
 * row never, and in the file only while the file is the delivery (no SMTP): see docs/decisions/0025.
 */
export function createMailer(db: Db, { from, smtpUrl, outboxDir }: Config['mail'], log: FastifyBaseLogger, transport?: MailTransport): Mailer & { close(): void } {
  let smtp: Promise<MailTransport> | undefined = transport && Promise.resolve(transport);
  const smtpTransport = () =>
    (smtp ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl) as unknown as MailTransport));
  const delivers = Boolean(smtpUrl || transport);

  return {
    async send({ to, subject, text, html, userId, secrets }) {
      const kept = { to, subject, text: redact(text, secrets), html: html === undefined ? null : redact(html, secrets) };
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...kept, userId: userId ?? null })
        .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
      if (!row) throw new Error('The outbox row was not written');
      if (outboxDir) {
        // Without SMTP the file is the delivery (development, e2e): it must carry the link.
        const file = delivers ? kept : { to, subject, text, html: html ?? null };
        await writeOutboxFile(outboxDir, outboxFileName(row.createdAt, row.id, userId), row.createdAt, file);
      }
      log.info({ mailId: row.id }, `mail queued to ${maskEmail(to)}`);
      if (delivers) {
        try {
          await (await smtpTransport()).sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
          await db.update(mailOutbox).set({ sentAt: sql`now()` }).where(eq(mailOutbox.id, row.id));
        } catch (error) {
          // The row stays unsent (sent_at null); the error never carries the text.
          log.error({ mailId: row.id, err: { message: (error as Error).message, code: (error as { code?: string }).code } }, 'mail delivery failed');
        }
      }
      return { id: row.id };
    },
    async forgetUser(userId) {
      if (!outboxDir) return;
      const suffix = `-u${userId}.json`;
      const names = await readdir(outboxDir).catch(() => [] as string[]);
      await Promise.all(names.filter((name) => name.endsWith(suffix)).map((name) => rm(path.join(outboxDir, name), { force: true })));
    },
    close() {
      void smtp?.then((transporter) => transporter.close(), () => undefined);
    },
  };
}

function outboxFileName(createdAt: Date, id: number, userId: number | undefined): string {
  return `${createdAt.toISOString().replace(/[:.]/g, '-')}-${id}${userId === undefined ? '' : `-u${userId}`}.json`;
}

async function writeOutboxFile(dir: string, name: string, createdAt: Date, mail: { to: string; subject: string; text: string; html: string | null }) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, name);
  // Written beside and renamed into place, so a reader of the folder never sees half a mail.
  await writeFile(`${file}.partial`, `${JSON.stringify({ ...mail, createdAt: createdAt.toISOString() }, null, 2)}\n`, { mode: 0o600 });
  await rename(`${file}.partial`, file);
}

async function mail(app: FastifyInstance, { config, transport }: { config: Config['mail']; transport?: MailTransport }) {
  const mailer = createMailer(app.db, config, app.log, transport);
  app.decorate('mailer', { send: mailer.send, forgetUser: mailer.forgetUser });
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mail, { name: 'mail', dependencies: ['db'] });
