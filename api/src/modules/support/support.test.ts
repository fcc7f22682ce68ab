import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { is } from 'superstruct';
import { DELETE_ACCOUNT_PHRASE } from '@shop/shared/constants';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  TicketListStruct,
  TicketMessageListStruct,
  TicketMessageStruct,
  TicketStruct,
  type Ticket,
  type TicketMessage,
} from '@shop/shared/contracts';
import { JSON_BODY_LIMIT } from '../../config';
import { supportMessages, supportTickets, users } from '../../db/schema';
import { SIGN_IN_REQUIRED, STAFF_ONLY_MESSAGE } from '../../plugins/auth';
import { call, signIn, signUp, signUpStaff, type TestUser } from '../../test/identity';
import { buildTestApp, createTestDatabase, testConfig } from '../../test/setup';
import { replyAsStaff } from './repository';
import { TICKET_NOT_FOUND_MESSAGE } from './routes';
import { DEMO_STAFF_ACCOUNT, ensureDemoStaffAccount } from './staff-account';

const database = await createTestDatabase();
const { db } = database;
const config = testConfig({ RATE_LIMIT_SUPPORT_MESSAGE_PER_USER: '5' });

describe('support chat', () => {
  let app: FastifyInstance;
  let shopper: TestUser;
  let other: TestUser;
  let staff: TestUser;
  beforeEach(async () => {
    app = buildTestApp(database, config);
    shopper = await signUp(app);
    other = await signUp(app);
    staff = await signUpStaff(app);
  });
  afterEach(() => app.close());

  const newTicket = async (message: string, token = shopper.token): Promise<Ticket> => {
    const response = await call(app, 'POST', '/api/support/ticket', { token, payload: { message } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  const messagesOf = async (ticket: number, token = shopper.token): Promise<TicketMessage[]> => {
    const response = await call(app, 'GET', `/api/support/message?ticket=${ticket}`, { token });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  const send = (ticket: unknown, content: unknown, token = shopper.token) =>
    call(app, 'POST', '/api/support/message', { token, payload: { ticket, content } });
  const storedMessages = async () => (await db.select({ id: supportMessages.id }).from(supportMessages)).length;

  test('a new ticket answers the ticket and holds its first message; the list is newest activity first', async () => {
    const first = await newTicket('My clip has the wrong photo.');
    assert.ok(is(first, TicketStruct), JSON.stringify(first));
    assert.ok(!Number.isNaN(Date.parse(first.createdAt)));
    const second = await newTicket('Where is my mug?');

    const list = await call(app, 'GET', '/api/support/ticket', { token: shopper.token });
    assert.equal(list.statusCode, 200, list.body);
    assert.equal(list.headers['cache-control'], 'private, no-store');
    assert.ok(is(list.json(), TicketListStruct));
    assert.deepEqual(
      list.json().map((ticket: Ticket) => ticket.id),
      [second.id, first.id],
    );

    const messages = await messagesOf(first.id);
    assert.ok(is(messages, TicketMessageListStruct));
    assert.deepEqual(
      messages.map(({ content, isStaffMessage }) => ({ content, isStaffMessage })),
      [{ content: 'My clip has the wrong photo.', isStaffMessage: false }],
    );

    // A message on the older ticket moves it to the top.
    const sent = await send(first.id, 'Any news?');
    assert.equal(sent.statusCode, 200, sent.body);
    const after = await call(app, 'GET', '/api/support/ticket', { token: shopper.token });
    assert.deepEqual(
      after.json().map((ticket: Ticket) => ticket.id),
      [first.id, second.id],
    );
  });

  test('a sent message is answered and listed after the earlier ones, oldest first', async () => {
    const ticket = await newTicket('Hello');
    const response = await send(ticket.id, 'Second line\nwith a break');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    const sent: TicketMessage = response.json();
    assert.ok(is(sent, TicketMessageStruct));
    assert.equal(sent.content, 'Second line\nwith a break');
    assert.equal(sent.isStaffMessage, false);
    assert.deepEqual(
      (await messagesOf(ticket.id)).map((message) => message.content),
      ['Hello', 'Second line\nwith a break'],
    );
  });

  test("each shopper sees only their own tickets; another user's or an unknown ticket is 404 and nothing is stored", async () => {
    const ticket = await newTicket('Private matter');
    const list = await call(app, 'GET', '/api/support/ticket', { token: other.token });
    assert.deepEqual(list.json(), []);

    for (const id of [ticket.id, 2_000_000_000]) {
      const read = await call(app, 'GET', `/api/support/message?ticket=${id}`, { token: other.token });
      assert.equal(read.statusCode, 404, read.body);
      assert.deepEqual(read.json(), { message: TICKET_NOT_FOUND_MESSAGE, field: 'ticket' });
      const before = await storedMessages();
      const write = await send(id, 'Let me in', other.token);
      assert.equal(write.statusCode, 404, write.body);
      assert.equal(await storedMessages(), before);
    }
    assert.deepEqual(
      (await messagesOf(ticket.id)).map((message) => message.content),
      ['Private matter'],
    );
  });

  test('a string, negative, zero or missing ticket id is 400', async () => {
    for (const query of [
      '?ticket=abc',
      '?ticket=-1',
      '?ticket=0',
      '?ticket=1.5',
      '?ticket=99999999999',
      '?ticket=',
      '',
    ]) {
      const response = await call(app, 'GET', `/api/support/message${query}`, { token: shopper.token });
      assert.equal(response.statusCode, 400, `${query}: ${response.body}`);
      assert.equal(response.json().field, 'ticket', query);
    }
    const before = await storedMessages();
    for (const ticket of ['1', 'abc', -1, null]) {
      const response = await send(ticket, 'Hello');
      assert.equal(response.statusCode, 400, `${String(ticket)}: ${response.body}`);
      assert.equal(response.json().field, 'ticket');
    }
    assert.equal(await storedMessages(), before);
  });

  test('empty, blank and over-long messages are 400 with the field named, nothing stored', async () => {
    const ticket = await newTicket('Hello');
    const before = await storedMessages();
    const huge = 'x'.repeat(100_000);
    const cases: Array<[string, unknown, string, string]> = [
      ['/api/support/message', { ticket: ticket.id, content: '' }, 'content', 'content must not be empty'],
      ['/api/support/message', { ticket: ticket.id, content: ' \n\t ' }, 'content', 'content must not be empty'],
      [
        '/api/support/message',
        { ticket: ticket.id, content: huge },
        'content',
        `content must be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters`,
      ],
      [
        '/api/support/message',
        { ticket: ticket.id, content: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) },
        'content',
        `content must be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters`,
      ],
      ['/api/support/message', { ticket: ticket.id }, 'content', 'content must not be empty'],
      ['/api/support/ticket', { message: '' }, 'message', 'message must not be empty'],
      ['/api/support/ticket', { message: '   ' }, 'message', 'message must not be empty'],
      ['/api/support/ticket', { message: '\u200b\u200b' }, 'message', 'message must not be empty'],
      ['/api/support/message', { ticket: ticket.id, content: ' \u200e\ufeff ' }, 'content', 'content must not be empty'],
      [
        '/api/support/ticket',
        { message: huge },
        'message',
        `message must be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters`,
      ],
    ];
    for (const [url, payload, field, message] of cases) {
      const response = await call(app, 'POST', url, { token: shopper.token, payload });
      assert.equal(response.statusCode, 400, `${url} ${JSON.stringify(payload).slice(0, 80)}: ${response.body}`);
      assert.deepEqual(response.json(), { message, field });
    }
    assert.equal(await storedMessages(), before);
    assert.equal((await call(app, 'GET', '/api/support/ticket', { token: shopper.token })).json().length, 1);

    // Past the JSON body limit Fastify refuses the body itself: still a 4xx with the error shape, never a 500.
    const oversized = await call(app, 'POST', '/api/support/message', {
      token: shopper.token,
      payload: { ticket: ticket.id, content: 'z'.repeat(JSON_BODY_LIMIT) },
    });
    assert.equal(oversized.statusCode, 413, oversized.body);
    assert.match(oversized.json().message, /^Request body is too large/);
    assert.equal(await storedMessages(), before);

    // The longest message is kept whole.
    const longest = 'y'.repeat(SUPPORT_MESSAGE_MAX_LENGTH);
    const response = await send(ticket.id, longest);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().content, longest);
  });

  test('every support call needs a signed-in user', async () => {
    const calls: Array<['GET' | 'POST', string, unknown]> = [
      ['GET', '/api/support/ticket', undefined],
      ['POST', '/api/support/ticket', { message: 'Hi' }],
      ['GET', '/api/support/message?ticket=1', undefined],
      ['POST', '/api/support/message', { ticket: 1, content: 'Hi' }],
      ['GET', '/api/staff/support/ticket', undefined],
      ['GET', '/api/staff/support/message?ticket=1', undefined],
      ['POST', '/api/staff/support/message', { ticket: 1, content: 'Hi' }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(app, method, url, { payload });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.equal(response.json().message, SIGN_IN_REQUIRED);
    }
  });

  test('staff calls by a shopper are 403 and store nothing', async () => {
    const ticket = await newTicket('Hello');
    const before = await storedMessages();
    const answers = await Promise.all([
      call(app, 'GET', '/api/staff/support/ticket', { token: shopper.token }),
      call(app, 'GET', `/api/staff/support/message?ticket=${ticket.id}`, { token: other.token }),
      call(app, 'POST', '/api/staff/support/message', {
        token: shopper.token,
        payload: { ticket: ticket.id, content: 'I am staff now' },
      }),
      call(app, 'POST', '/api/staff/support/message', {
        token: other.token,
        payload: { ticket: ticket.id, content: 'So am I' },
      }),
    ]);
    for (const response of answers) {
      assert.equal(response.statusCode, 403, response.body);
      assert.deepEqual(response.json(), { message: STAFF_ONLY_MESSAGE });
    }
    assert.equal(await storedMessages(), before);
    assert.ok((await messagesOf(ticket.id)).every((message) => !message.isStaffMessage));
  });

  test("a staff reply is listed in the shopper's chat as a staff message; the inbox lists every ticket with its owner", async () => {
    const ticket = await newTicket('My video will not play.');
    const othersTicket = await newTicket('Hello from the other shopper', other.token);

    const inbox = await call(app, 'GET', '/api/staff/support/ticket', { token: staff.token });
    assert.equal(inbox.statusCode, 200, inbox.body);
    assert.equal(inbox.headers['cache-control'], 'private, no-store');
    const listed = (
      inbox.json() as Array<{ id: number; createdAt: string; updatedAt: string; email: string; awaitingReply: boolean }>
    ).filter((row) => [ticket.id, othersTicket.id].includes(row.id));
    assert.deepEqual(
      listed.map(({ id, createdAt, email, awaitingReply }) => ({ id, createdAt, email, awaitingReply })),
      [
        { id: othersTicket.id, createdAt: othersTicket.createdAt, email: other.email, awaitingReply: true },
        { id: ticket.id, createdAt: ticket.createdAt, email: shopper.email, awaitingReply: true },
      ],
    );
    assert.ok(listed.every((row) => !Number.isNaN(Date.parse(row.updatedAt))));

    const reply = await call(app, 'POST', '/api/staff/support/message', {
      token: staff.token,
      payload: { ticket: ticket.id, content: 'Try another browser, please.' },
    });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.ok(is(reply.json(), TicketMessageStruct));
    assert.equal(reply.json().isStaffMessage, true);

    // What the shopper's open chat sees on its next poll.
    const messages = await messagesOf(ticket.id);
    assert.deepEqual(
      messages.map(({ content, isStaffMessage }) => ({ content, isStaffMessage })),
      [
        { content: 'My video will not play.', isStaffMessage: false },
        { content: 'Try another browser, please.', isStaffMessage: true },
      ],
    );
    const [stored] = await db.select().from(supportMessages).where(eq(supportMessages.id, reply.json().id));
    assert.equal(stored?.authorUserId, staff.id);

    const staffView = await call(app, 'GET', `/api/staff/support/message?ticket=${ticket.id}`, { token: staff.token });
    assert.deepEqual(staffView.json(), messages);
    const after = (await call(app, 'GET', '/api/staff/support/ticket', { token: staff.token })).json() as Array<{
      id: number;
      awaitingReply: boolean;
    }>;
    assert.equal(after.find((row) => row.id === ticket.id)?.awaitingReply, false);
    assert.equal(after[0]?.id, ticket.id, 'the answered ticket has the newest activity');
  });

  test('a staff reply to an unknown ticket is 404; bad input is 400; replyAsStaff stores a staff message', async () => {
    const before = await storedMessages();
    const unknown = await call(app, 'POST', '/api/staff/support/message', {
      token: staff.token,
      payload: { ticket: 2_000_000_000, content: 'Hello?' },
    });
    assert.equal(unknown.statusCode, 404, unknown.body);
    const blank = await call(app, 'POST', '/api/staff/support/message', {
      token: staff.token,
      payload: { ticket: 1, content: '  ' },
    });
    assert.equal(blank.statusCode, 400, blank.body);
    const huge = await call(app, 'POST', '/api/staff/support/message', {
      token: staff.token,
      payload: { ticket: 1, content: 'x'.repeat(100_000) },
    });
    assert.equal(huge.statusCode, 400, huge.body);
    const stringId = await call(app, 'GET', '/api/staff/support/message?ticket=abc', { token: staff.token });
    assert.equal(stringId.statusCode, 400, stringId.body);
    assert.equal(await storedMessages(), before);

    const ticket = await newTicket('Hi');
    const reply = await replyAsStaff(db, ticket.id, staff.id, 'Hello from the desk');
    assert.equal(reply?.isStaffMessage, true);
    assert.equal(await replyAsStaff(db, 2_000_000_000, staff.id, 'Nobody'), undefined);
    assert.deepEqual(
      (await messagesOf(ticket.id)).map((message) => message.isStaffMessage),
      [false, true],
    );
  });

  test('sending is rate limited per user: 429 with Retry-After past the limit, other users unaffected', async () => {
    const ticket = await newTicket('One');
    for (let sent = 2; sent <= 5; sent += 1) assert.equal((await send(ticket.id, `Message ${sent}`)).statusCode, 200);
    const before = await storedMessages();
    const limited = await send(ticket.id, 'Too many');
    assert.equal(limited.statusCode, 429, limited.body);
    assert.match(limited.json().message, /^Too many attempts/);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    const limitedTicket = await call(app, 'POST', '/api/support/ticket', {
      token: shopper.token,
      payload: { message: 'Another' },
    });
    assert.equal(limitedTicket.statusCode, 429, limitedTicket.body);
    assert.equal(await storedMessages(), before);
    // Reading is not limited, nor is another shopper.
    assert.equal((await messagesOf(ticket.id)).length, 5);
    await newTicket('Mine', other.token);
  });

  test("deleting the account deletes its tickets and messages; a deleted staff member's reply stays", async () => {
    const ticket = await newTicket('Delete me with my account');
    const reply = await replyAsStaff(db, ticket.id, staff.id, 'Noted');
    const otherTicket = await newTicket('I stay', other.token);
    await replyAsStaff(db, otherTicket.id, staff.id, 'You stay');

    const deleted = await call(app, 'POST', '/api/account/delete', {
      token: shopper.token,
      payload: { password: DELETE_ACCOUNT_PHRASE },
    });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(await db.select().from(supportTickets).where(eq(supportTickets.userId, shopper.id)), []);
    assert.deepEqual(await db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticket.id)), []);
    assert.ok(reply);

    await db.delete(users).where(eq(users.id, staff.id));
    const kept = await db
      .select()
      .from(supportMessages)
      .where(inArray(supportMessages.ticketId, [otherTicket.id]));
    assert.deepEqual(
      kept.map((message) => [message.content, message.isStaffMessage, message.authorUserId]),
      [
        ['I stay', false, null],
        ['You stay', true, null],
      ],
    );
  });
});

describe('demo staff account', () => {
  test('is made outside production only, signs in and is staff; an existing one is kept', async () => {
    const find = () => db.select().from(users).where(eq(users.email, DEMO_STAFF_ACCOUNT.email));
    assert.equal(await ensureDemoStaffAccount(db, { production: true }), false);
    assert.deepEqual(await find(), []);

    assert.equal(await ensureDemoStaffAccount(db, { production: false }), true);
    const [made] = await find();
    assert.equal(made?.role, 'staff');
    assert.equal(await ensureDemoStaffAccount(db, { production: false }), false);
    assert.equal((await find()).length, 1);

    const app = buildTestApp(database, config);
    try {
      const token = await signIn(app, DEMO_STAFF_ACCOUNT.email, DEMO_STAFF_ACCOUNT.password);
      const inbox = await call(app, 'GET', '/api/staff/support/ticket', { token });
      assert.equal(inbox.statusCode, 200, inbox.body);
    } finally {
      await app.close();
    }
  });
});
