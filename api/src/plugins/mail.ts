import { mkdir, rename, writeFile } from 'node:fs/promises';
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
}

export interface Mailer {
  /** Records the mail in the outbox (table, JSON copy, log line) and, with SMTP configured, delivers it. */
  send(mail: Mail): Promise<{ id: number }>;
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
 * `<time>-<id>.json` {to, subject, text, html, createdAt} that developers and the e2e tests read. The log line names
 * a masked address only: the text may hold a secret link. With SMTP_URL the mail is also sent and sent_at set.
 */
export function createMailer(db: Db, { from, smtpUrl, outboxDir }: Config['mail'], log: FastifyBaseLogger, transport?: MailTransport): Mailer & { close(): void } {
  let smtp: Promise<MailTransport> | undefined = transport && Promise.resolve(transport);
  const smtpTransport = () =>
    (smtp ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl) as unknown as MailTransport));

  return {
    async send({ to, subject, text, html, userId }) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to, subject, text, html: html ?? null, userId: userId ?? null })
        .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
      if (!row) throw new Error('The outbox row was not written');
      if (outboxDir) await writeOutboxFile(outboxDir, row.id, row.createdAt, { to, subject, text, html: html ?? null });
      log.info({ mailId: row.id }, `mail queued to ${maskEmail(to)}`);
      if (smtpUrl || transport) {
        try {
          await (await smtpTransport()).sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
          await db.update(mailOutbox).set({ sentAt: sql`now()` }).where(eq(mailOutbox.id, row.id));
        } catch (error) {
          // The row stays unsent (sent_at null) for a later retry; the error never carries the text.
          log.error({ mailId: row.id, err: { message: (error as Error).message, code: (error as { code?: string }).code } }, 'mail delivery failed');
        }
      }
      return { id: row.id };
    },
    close() {
      void smtp?.then((transporter) => transporter.close(), () => undefined);
    },
  };
}

async function writeOutboxFile(dir: string, id: number, createdAt: Date, mail: { to: string; subject: string; text: string; html: string | null }) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${createdAt.toISOString().replace(/[:.]/g, '-')}-${id}.json`);
  // Written beside and renamed into place, so a reader of the folder never sees half a mail.
  await writeFile(`${file}.partial`, `${JSON.stringify({ ...mail, createdAt: createdAt.toISOString() }, null, 2)}\n`, { mode: 0o600 });
  await rename(`${file}.partial`, file);
}

async function mail(app: FastifyInstance, { config, transport }: { config: Config['mail']; transport?: MailTransport }) {
  const mailer = createMailer(app.db, config, app.log, transport);
  app.decorate('mailer', { send: mailer.send });
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mail, { name: 'mail', dependencies: ['db'] });
