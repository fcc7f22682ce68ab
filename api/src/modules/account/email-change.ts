import type { FastifyInstance } from 'fastify';
import { SHOP_NAME } from '@shop/shared/constants';
import { maskEmail } from '../../lib/email';
import { escapeMarkup } from '../../lib/markup';

/** The notice to the old address after an email change: if it was not the owner, they learn it at once. */
export async function sendEmailChangedNotice(
  app: FastifyInstance,
  { userId, oldEmail, newEmail }: { userId: number; oldEmail: string; newEmail: string },
): Promise<void> {
  const paragraphs = [
    'Hello,',
    `The email address of your ${SHOP_NAME} account was just changed from this address to ${maskEmail(newEmail)}. Other devices signed in to the account were signed out.`,
    `If you did not make this change, write to us at once at the email address shown at the foot of every page of our site.`,
  ];
  await app.mailer.send({
    to: oldEmail,
    subject: `Your ${SHOP_NAME} email address was changed`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`).join(''),
    userId,
  });
}
