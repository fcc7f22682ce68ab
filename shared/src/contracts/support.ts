import { array, boolean, integer, object, size, string, type Infer } from 'superstruct';
import { id } from './id';

// Support chat (accounts-and-after-sale §2 Support screen, §3 Ticket and Ticket message, §4 Support, §7, §8). A ticket
// belongs to one shopper; staff reply to any (isStaffMessage). Times are ISO strings.

/** Longest message accepted (a chat message, not a document). */
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;
const content = () => size(string(), 1, SUPPORT_MESSAGE_MAX_LENGTH);

export const TicketStruct = object({ id: integer(), createdAt: string() });
export type Ticket = Infer<typeof TicketStruct>;
/** GET /api/support/ticket: the signed-in shopper's tickets, newest first. */
export const TicketListStruct = array(TicketStruct);

export const TicketMessageStruct = object({
  id: integer(),
  content: string(),
  createdAt: string(),
  isStaffMessage: boolean(),
});
export type TicketMessage = Infer<typeof TicketMessageStruct>;
/** GET /api/support/message?ticket={id}: the ticket's messages, oldest first. */
export const TicketMessageListStruct = array(TicketMessageStruct);

/** POST /api/support/ticket: a new ticket from its first message; answers the new ticket (TicketStruct). */
export const NewTicketStruct = object({ message: content() });
export type NewTicket = Infer<typeof NewTicketStruct>;
/** POST /api/support/message: answers the sent message (TicketMessageStruct). */
export const SendMessageStruct = object({ ticket: id(), content: content() });
export type SendMessage = Infer<typeof SendMessageStruct>;
/** GET /api/support/message's query. */
export const TicketQueryStruct = object({ ticket: id() });

// Coupons screen (accounts-and-after-sale §2 Coupons, §3 Coupon). GET /api/coupons (our call; the spec's source is not
// shown): the signed-in user's usable coupons.
export const CouponStruct = object({
  id: integer(),
  code: string(),
  /** DiscountType: 1 one-time percent, 2 percent, 3 one-time free clip. */
  type: integer(),
  /** 1..100 for percent coupons; 0 for the free clip. */
  percent: integer(),
});
export type Coupon = Infer<typeof CouponStruct>;
export const CouponListStruct = array(CouponStruct);
