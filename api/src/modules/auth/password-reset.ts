import type { FastifyInstance } from 'fastify';
import { SHOP_NAME } from '@shop/shared/constants';
import type { Config } from '../../config';
import { escapeMarkup } from '../../lib/markup';
import * as identity from './repository';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Mails a one-hour, single-use reset link when the address has an account; does nothing otherwise. */
export async function sendPasswordResetMail(app: FastifyInstance, config: Config, email: string): Promise<void> {
  const user = await identity.findUserByEmail(app.db, email);
  if (!user) return;
  const token = await identity.createResetToken(app.db, user.id, RESET_TOKEN_TTL_MS);
  const link = `${config.publicUrl}/password-reset/${token}`;
  const text = [
    'Hello,',
    '',
    `Someone asked to reset the password of your ${SHOP_NAME} account. To choose a new password, open this link within one hour:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for this, ignore this mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hello,</p><p>Someone asked to reset the password of your ${escapeMarkup(SHOP_NAME)} account. To choose a new password, open this link within one hour:</p><p><a href="${escapeMarkup(link)}">Reset your password</a></p><p>The link works once. If you did not ask for this, ignore this mail: your password stays as it is.</p>`;
  await app.mailer.send({ to: user.email, subject: `Reset your ${SHOP_NAME} password`, text, html, userId: user.id, secrets: [token] });
}
