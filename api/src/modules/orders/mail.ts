import type { FastifyInstance } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import { SHOP_NAME } from '@shop/shared/constants';
import { formatLeadTime, formatMoney, formatOrderNumber } from '@shop/shared/format';
import { toDollars } from '@shop/shared/pricing';
import type { Config } from '../../config';
import { orderItems, orders, users } from '../../db/schema';
import { escapeMarkup } from '../../lib/markup';

/** The shopper's Orders screen (accounts-and-after-sale §2): order mails link to it, a paid speed-up returns to it. */
export const ordersPageUrl = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl}/account/orders`;

/**
 * Where an order's mails go: the address typed at checkout, else (an order placed without one) the owner's account
 * address (docs/decisions/0019). `order` and `user` name the orders and users rows in the query.
 */
export const orderMailAddress = (order: SQL = sql`${orders}`, user: SQL = sql`${users}`) =>
  sql<string>`coalesce(${order}.email, ${user}.email)`;

/** "Order #000042" (accounts-and-after-sale §2, §9). */
export const orderNumber = (id: number) => `#${formatOrderNumber(id)}`;

/** "$1,234.50" (a discount "-$5.00"), as the pages show money (storefront §9). */
export const formatCents = (cents: number) => formatMoney(toDollars(cents));

/**
 * The order confirmation, through the outbox, to the order's owner. Call it once after the transaction that made the
 * unpaid → paid transition has committed (markOrderPaid answered true): a mail must never go for a rolled-back payment.
 */
export async function sendOrderPaidMail(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
  orderId: number,
): Promise<void> {
  const [order] = await app.db
    .select({
      id: orders.id,
      userId: orders.userId,
      email: orderMailAddress(),
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      taxCents: orders.taxCents,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) return;
  const items = await app.db
    .select({ name: orderItems.name, quantity: orderItems.quantity, baseCostCents: orderItems.baseCostCents })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  const number = orderNumber(order.id);
  const link = ordersPageUrl(config);
  // Before the coupon, as the checkout and the payment result list them: the lines add up to the subtotal below.
  const lines = items.map((item) => `${item.name} × ${item.quantity}: ${formatCents(item.baseCostCents)}`);
  const totals: [string, number][] = [
    ['Subtotal', order.subtotalCents],
    ...(order.discountCents > 0 ? [['Discount', -order.discountCents] as [string, number]] : []),
    ['Tax', order.taxCents],
    ['Total', order.totalCents],
  ];
  const totalLines = totals.map(([label, cents]) => `${label}: ${formatCents(cents)}`);
  const text = [
    'Hello,',
    '',
    `Thank you for your order. We received the payment for order ${number}:`,
    '',
    ...lines,
    '',
    ...totalLines,
    '',
    `You can follow your order here: ${link}`,
  ].join('\n');
  const html = [
    `<p>Hello,</p><p>Thank you for your order. We received the payment for order ${escapeMarkup(number)}:</p>`,
    `<ul>${lines.map((line) => `<li>${escapeMarkup(line)}</li>`).join('')}</ul>`,
    `<p>${totalLines.map(escapeMarkup).join('<br>')}</p>`,
    `<p><a href="${escapeMarkup(link)}">Follow your order</a></p>`,
  ].join('');
  await app.mailer.send({
    to: order.email,
    subject: `${SHOP_NAME} order ${number} is paid`,
    text,
    html,
    userId: order.userId,
  });
}

/**
 * The speed-up's receipt (docs/decisions/0023), through the outbox, to the clip's owner: what was bought for which
 * clip, its price and the new lead time. Call it once, after the transaction in which applySpeedUp answered true.
 */
export async function sendSpeedUpMail(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
  itemId: number,
): Promise<void> {
  const [item] = await app.db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      speedUp: orderItems.speedUp,
      userId: orders.userId,
      email: orderMailAddress(),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orderItems.id, itemId));
  if (!item?.speedUp) return;
  const number = orderNumber(item.orderId);
  await sendOrderNote(app, config, {
    to: item.email,
    userId: item.userId,
    subject: `${SHOP_NAME} order ${number}: ${item.speedUp.caption} delivery`,
    sentences: [
      `We received ${formatCents(item.speedUp.priceCents)} for ${item.speedUp.caption} delivery of "${item.name}" from order ${number}.`,
      `Your video story will be ready within ${formatLeadTime(item.speedUp.period)} of the order's payment.`,
    ],
  });
}

/**
 * A short mail about an order, through the outbox: "Hello,", `sentences` as one paragraph, then the link to the Orders
 * screen (the speed-up receipt; a refund, payments/refunds.ts).
 */
export async function sendOrderNote(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
  note: { to: string; userId: number; subject: string; sentences: string[] },
): Promise<void> {
  const link = ordersPageUrl(config);
  await app.mailer.send({
    to: note.to,
    subject: note.subject,
    text: ['Hello,', '', ...note.sentences, '', `You can follow your order here: ${link}`].join('\n'),
    html:
      `<p>Hello,</p><p>${note.sentences.map(escapeMarkup).join(' ')}</p>` +
      `<p><a href="${escapeMarkup(link)}">Follow your order</a></p>`,
    userId: note.userId,
  });
}
