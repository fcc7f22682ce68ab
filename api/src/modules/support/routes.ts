import type { FastifyInstance } from 'fastify';
import type { Failure } from 'superstruct';
import {
  NewTicketStruct,
  SendMessageStruct,
  SUPPORT_MESSAGE_MAX_LENGTH,
  TicketQueryStruct,
  type Ticket,
  type TicketMessage,
} from '@shop/shared/contracts';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { requireStaff, requireUser, signedInUser } from '../../plugins/auth';
import * as support from './repository';

export const TICKET_NOT_FOUND_MESSAGE = 'Ticket not found';
const TICKET_MESSAGE = 'ticket must be a ticket id';

/** Empty, blank and too-long texts get one clear message each. */
const contentMessage = (field: string) => (failure: Failure) =>
  typeof failure.value === 'string' && failure.value.length > SUPPORT_MESSAGE_MAX_LENGTH
    ? `${field} must be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters`
    : `${field} must not be empty`;

/** Spaces, line breaks and invisible format characters (zero-width spaces, direction marks): nothing to read. */
const NOTHING_TO_READ = /^[\s\p{Cf}]*$/u;

/** size() lets whitespace through; a blank message (also one of zero-width spaces) is refused like an empty one. */
function notBlank(text: string, field: string): string {
  if (NOTHING_TO_READ.test(text)) throw new HttpError(400, `${field} must not be empty`, field);
  return text;
}

/** A query's ticket id: digits become a number; anything else stays as sent, so validation refuses it (400). */
function ticketQuery(query: unknown): { ticket: number } {
  const raw = (query as { ticket?: unknown } | undefined)?.ticket;
  const ticket = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return validate(TicketQueryStruct, { ticket }, { ticket: TICKET_MESSAGE });
}

/**
 * The support chat (accounts-and-after-sale §4 Support, §7): the signed-in shopper's tickets and messages, and the
 * staff side under /staff/support. A staff reply reaches an open chat by the screen polling GET /support/message.
 */
export default async function supportRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const limitMessages = (userId: number) =>
    app.rateLimit({ rule: config.rateLimits.supportMessagePerUser, key: `user:${userId}` });

  app.register(async (shopper) => {
    shopper.addHook('preHandler', requireUser);

    shopper.get('/support/ticket', (request): Promise<Ticket[]> =>
      support.listTickets(app.db, signedInUser(request).id),
    );

    shopper.post('/support/ticket', async (request): Promise<Ticket> => {
      const user = signedInUser(request);
      const { message } = validate(NewTicketStruct, request.body, { message: contentMessage('message') });
      notBlank(message, 'message');
      await limitMessages(user.id);
      return support.createTicket(app.db, user.id, message);
    });

    shopper.get('/support/message', async (request): Promise<TicketMessage[]> => {
      const user = signedInUser(request);
      const { ticket } = ticketQuery(request.query);
      if (!(await support.ownsTicket(app.db, user.id, ticket)))
        throw new HttpError(404, TICKET_NOT_FOUND_MESSAGE, 'ticket');
      return support.listMessages(app.db, ticket);
    });

    shopper.post('/support/message', async (request): Promise<TicketMessage> => {
      const user = signedInUser(request);
      const { ticket, content } = validate(SendMessageStruct, request.body, {
        ticket: TICKET_MESSAGE,
        content: contentMessage('content'),
      });
      notBlank(content, 'content');
      await limitMessages(user.id);
      const sent = await support.sendMessage(app.db, user.id, ticket, content);
      if (!sent) throw new HttpError(404, TICKET_NOT_FOUND_MESSAGE, 'ticket');
      return sent;
    });
  });

  // Staff only: anonymous 401, any other signed-in user 403.
  app.register(async (staff) => {
    staff.addHook('preHandler', requireStaff);

    staff.get('/staff/support/ticket', (): Promise<support.StaffTicket[]> => support.listAllTickets(app.db));

    staff.get('/staff/support/message', async (request): Promise<TicketMessage[]> => {
      const { ticket } = ticketQuery(request.query);
      if (!(await support.ticketExists(app.db, ticket))) throw new HttpError(404, TICKET_NOT_FOUND_MESSAGE, 'ticket');
      return support.listMessages(app.db, ticket);
    });

    staff.post('/staff/support/message', async (request): Promise<TicketMessage> => {
      const { ticket, content } = validate(SendMessageStruct, request.body, {
        ticket: TICKET_MESSAGE,
        content: contentMessage('content'),
      });
      notBlank(content, 'content');
      const sent = await support.replyAsStaff(app.db, ticket, signedInUser(request).id, content);
      if (!sent) throw new HttpError(404, TICKET_NOT_FOUND_MESSAGE, 'ticket');
      return sent;
    });
  });
}
