import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Ticket, TicketMessage } from '@shop/shared/contracts';
import type { Db } from '../../db/client';
import { supportMessages, supportTickets, users } from '../../db/schema';

/** A ticket as the staff inbox lists it: every shopper's, with the owner's email. */
export interface StaffTicket extends Ticket {
  updatedAt: string;
  email: string;
  /** The newest message is the shopper's: the ticket waits for a reply. */
  awaitingReply: boolean;
}

const ticketColumns = { id: supportTickets.id, createdAt: supportTickets.createdAt };
const messageColumns = {
  id: supportMessages.id,
  content: supportMessages.content,
  createdAt: supportMessages.createdAt,
  isStaffMessage: supportMessages.isStaffMessage,
};

const ticketJson = (row: { id: number; createdAt: Date }): Ticket => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
});
const messageJson = (row: {
  id: number;
  content: string;
  createdAt: Date;
  isStaffMessage: boolean;
}): TicketMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The user's tickets, newest activity (last message) first. */
export async function listTickets(db: Db, userId: number): Promise<Ticket[]> {
  const found = await db
    .select(ticketColumns)
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id));
  return found.map(ticketJson);
}

/** A new ticket with its first message, in one transaction. */
export async function createTicket(db: Db, userId: number, message: string): Promise<Ticket> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx.insert(supportTickets).values({ userId }).returning(ticketColumns);
    if (!ticket) throw new Error('ticket insert returned no row');
    await tx.insert(supportMessages).values({ ticketId: ticket.id, content: message });
    return ticketJson(ticket);
  });
}

/** Whether the ticket exists and belongs to the user (another user's ticket is answered as unknown). */
export async function ownsTicket(db: Db, userId: number, ticketId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, userId)));
  return row !== undefined;
}

export async function ticketExists(db: Db, ticketId: number): Promise<boolean> {
  const [row] = await db.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.id, ticketId));
  return row !== undefined;
}

/** The ticket's messages, oldest first. */
export async function listMessages(db: Db, ticketId: number): Promise<TicketMessage[]> {
  const found = await db
    .select(messageColumns)
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return found.map(messageJson);
}

/**
 * Adds a message to an existing ticket and moves the ticket up its owner's list. `ownerId` limits it to that user's
 * ticket (a shopper's message); undefined answers for any ticket (a staff reply). Undefined when no such ticket.
 */
async function addMessage(
  db: Db,
  ticketId: number,
  content: string,
  { ownerId, staffUserId }: { ownerId?: number; staffUserId?: number },
): Promise<TicketMessage | undefined> {
  return db.transaction(async (tx) => {
    const owner = ownerId === undefined ? undefined : eq(supportTickets.userId, ownerId);
    const [ticket] = await tx
      .update(supportTickets)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(supportTickets.id, ticketId), owner))
      .returning({ id: supportTickets.id });
    if (!ticket) return undefined;
    const [message] = await tx
      .insert(supportMessages)
      .values({ ticketId, content, isStaffMessage: staffUserId !== undefined, authorUserId: staffUserId ?? null })
      .returning(messageColumns);
    return message && messageJson(message);
  });
}

/** The shopper's message on their own ticket; undefined when the ticket is not theirs (nothing stored). */
export const sendMessage = (db: Db, userId: number, ticketId: number, content: string) =>
  addMessage(db, ticketId, content, { ownerId: userId });

/** A staff member's reply (isStaffMessage) on any ticket; undefined when the ticket does not exist. */
export const replyAsStaff = (db: Db, ticketId: number, staffUserId: number, content: string) =>
  addMessage(db, ticketId, content, { staffUserId });

/** Every ticket, newest activity first, for the staff inbox. */
export async function listAllTickets(db: Db): Promise<StaffTicket[]> {
  const found = await db
    .select({
      ...ticketColumns,
      updatedAt: supportTickets.updatedAt,
      email: users.email,
      awaitingReply: sql<boolean>`not coalesce((select m.is_staff_message from support_messages m where m.ticket_id = ${supportTickets.id} order by m.created_at desc, m.id desc limit 1), false)`,
    })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id));
  return found.map((row) => ({
    ...ticketJson(row),
    updatedAt: row.updatedAt.toISOString(),
    email: row.email,
    awaitingReply: Boolean(row.awaitingReply),
  }));
}
