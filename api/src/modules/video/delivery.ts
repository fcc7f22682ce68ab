import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { escapeMarkup } from '../../lib/markup';
import { orderNumber, ordersPageUrl } from '../orders/index';
import { deliver, deliverableItems, type DeliveredItem } from './repository';

// A draft reaches the shopper when staff approve it or, at the latest, at its due time (paid time plus the speed-up's
// or lead time's period, read at delivery time so a speed-up bought later counts): docs/decisions/0021.

export const VIDEO_READY_SUBJECT = 'Your video story is ready';

/** Delivers every approved or due draft (or just `itemId`'s), mailing each shopper once; answers the ids delivered. */
export async function deliverReadyDrafts(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
  itemId?: number,
): Promise<number[]> {
  const delivered: number[] = [];
  for (const id of await deliverableItems(app.db, itemId)) {
    const item = await deliver(app.db, id);
    if (!item) continue;
    delivered.push(item.id);
    app.log.info({ itemId: item.id, orderId: item.orderId }, 'video story delivered');
    await sendVideoReadyMail(app, config, item).catch((error: unknown) =>
      app.log.error({ err: error, itemId: item.id }, 'video story mail failed'),
    );
  }
  return delivered;
}

async function sendVideoReadyMail(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
  item: DeliveredItem,
): Promise<void> {
  const link = ordersPageUrl(config);
  const story = `"${item.name}" from order ${orderNumber(item.orderId)}`;
  await app.mailer.send({
    to: item.email,
    subject: VIDEO_READY_SUBJECT,
    text: [
      'Hello,',
      '',
      `Your video story ${story} is ready.`,
      '',
      `Watch it online or download it here: ${link}`,
    ].join('\n'),
    html:
      `<p>Hello,</p><p>Your video story ${escapeMarkup(story)} is ready.</p>` +
      `<p><a href="${escapeMarkup(link)}">Watch it online or download it</a></p>`,
    userId: item.userId,
  });
}
