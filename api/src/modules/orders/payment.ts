import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { addPaidOrderPopularity } from '../catalog/repository';

// What the payments side needs from orders: the order a payment is for, and the one unpaid → paid transition.

/** The user's unpaid order with its total in cents, or undefined (unknown, another user's, or already paid). */
export async function findOrderForPayment(
  db: Db,
  userId: number,
  orderId: number,
): Promise<{ id: number; totalCents: number } | undefined> {
  const [order] = await db
    .select({ id: orders.id, totalCents: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.paid, false)));
  return order;
}

/**
 * Marks the order paid at `paidAt`; true only when this call made the unpaid → paid transition (the row update is
 * conditional, so a replay or a concurrent delivery gets false), and then its products gain a purchase's popularity.
 * Run it in the transaction that records the cause (the payment event); after that transaction commits, a true answer
 * sends the confirmation (sendOrderPaidMail).
 */
export async function markOrderPaid(tx: Db, orderId: number, paidAt: Date): Promise<boolean> {
  const changed = await tx
    .update(orders)
    .set({ paid: true, paidAt })
    .where(and(eq(orders.id, orderId), eq(orders.paid, false)))
    .returning({ id: orders.id });
  if (changed.length === 0) return false;
  await addPaidOrderPopularity(tx, orderId);
  return true;
}
