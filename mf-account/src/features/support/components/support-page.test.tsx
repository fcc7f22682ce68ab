import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $user, formatDate, SUPPORT_POLL_INTERVAL_MS, type Ticket, type TicketMessage } from '@shop/shared';
import { json, routeFetch } from '@shop/shared/testing';
import { advance, fakeIntervals } from '../../../test/fake-intervals';
import { quietErrors, renderPage, signedInUser } from '../../../test/render-routes';
import { SupportPage } from './support-page';

const ticket = (id: number): Ticket => ({ id, createdAt: new Date(2026, 10, 20 + (id % 5)).toISOString() });

/** A message written at a local time (the chat shows the browser's time zone). */
const message = (id: number, content: string, at: Date, isStaffMessage = false): TicketMessage => ({
  id,
  content,
  createdAt: at.toISOString(),
  isStaffMessage,
});

type Answer<T> = T | Response | Promise<Response>;
type Api = {
  tickets?: Answer<Ticket[]>;
  /** Each ticket's messages, oldest first; change them to answer later calls differently. */
  messages?: Record<number, TicketMessage[]>;
  created?: Answer<Ticket>;
  sent?: Answer<TicketMessage>;
};

const answer = <T,>(value: Answer<T>) => (value instanceof Response || value instanceof Promise ? value : json(value));

/** The support API as the screen sees it. */
function serveApi(api: Api) {
  return routeFetch((url, request) => {
    if (url.pathname === '/api/support/ticket')
      return request.method === 'POST' ? answer(api.created!) : answer(api.tickets ?? []);
    if (url.pathname === '/api/support/message') {
      if (request.method === 'POST') return answer(api.sent!);
      return json(api.messages?.[Number(url.searchParams.get('ticket'))] ?? []);
    }
    return undefined;
  });
}

function showSupport(api: Api = {}) {
  const served = serveApi(api);
  $user.set(signedInUser);
  const { unmount } = renderPage('account/support', <SupportPage />, '/account/support');
  return { ...served, unmount };
}

const ticketButtons = () => within(screen.getByRole('list', { name: 'Your tickets' })).getAllByRole('button');
const chatTitle = () => screen.getByRole('heading', { level: 2 });
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

/** A reply that can be given later, to look at the screen while the call runs. */
function later() {
  let give: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => (give = resolve));
  return { promise, give };
}

const monday = new Date(2026, 10, 23, 9, 5);
const conversation = [
  message(1, 'My video has no sound', new Date(2026, 10, 22, 21, 40)),
  message(2, 'We are looking into it', monday, true),
  message(3, 'Thank you!', new Date(2026, 10, 23, 18, 2)),
];

afterEach(() => jest.useRealTimers());

describe('SupportPage', () => {
  it('shows "Loading tickets...", then the tickets newest first with the first one open', async () => {
    const tickets = later();
    showSupport({ tickets: tickets.promise, messages: { 9: conversation } });
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading tickets...');
    expect(screen.getByRole('button', { name: '+ New Request' })).toBeInTheDocument();
    tickets.give(json([ticket(9), ticket(4)]));

    await waitFor(() =>
      expect(ticketButtons().map((button) => button.textContent)).toEqual(['Ticket #9', 'Ticket #4']),
    );
    expect(screen.queryByText('Loading tickets...')).not.toBeInTheDocument();
    const [first, second] = ticketButtons();
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(second).not.toHaveAttribute('aria-current');
    expect(chatTitle()).toHaveTextContent('Ticket #9');
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(screen.getByText(formatDate(now))).toHaveAttribute(
      'datetime',
      `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    );
    expect(await screen.findByText('My video has no sound')).toBeInTheDocument();
  });

  it('shows "Failed to load tickets" when they cannot be loaded, and still offers a new request', async () => {
    const errors = quietErrors();
    showSupport({ tickets: json({ message: 'Down' }, { status: 503 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tickets');
    expect(chatTitle()).toHaveTextContent('New Support Request');
    expect(messageBox()).toHaveAttribute('placeholder', 'Describe your issue...');
    expect(errors).toHaveBeenCalledWith('Failed to fetch tickets', expect.any(Error));
  });

  it('groups messages under dd.MM.yyyy headings in a polite log, staff as "Story Shop Operator", the shopper as "You"', async () => {
    showSupport({ tickets: [ticket(9)], messages: { 9: conversation } });
    const log = await screen.findByRole('log', { name: 'Ticket #9' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    await within(log).findByText('Thank you!');
    expect(
      within(log)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['22.11.2026', '23.11.2026']);
    const [sunday, mondayList] = within(log).getAllByRole('list');
    expect(within(sunday!).getAllByRole('listitem')).toHaveLength(1);
    const items = within(mondayList!).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const staff = within(log).getByText('We are looking into it').closest('li')!;
    expect(staff).toHaveTextContent('Story Shop Operator 09:05');
    const own = within(log).getByText('Thank you!').closest('li')!;
    expect(own).toHaveTextContent('You 18:02');
    expect(within(sunday!).getByRole('listitem')).toHaveTextContent('You 21:40');
    // Styled apart: the two kinds carry different classes.
    expect(staff.className).toBe('staff');
    expect(own.className).toBe('own');
    expect(within(staff).getByText('09:05')).toHaveAttribute('datetime', monday.toISOString());
  });

  it('opens a new request with the empty-chat texts and its placeholder; a ticket has "Write a message..."', async () => {
    const user = userEvent.setup();
    showSupport({ tickets: [ticket(9)], messages: { 9: conversation } });
    await screen.findByText('Thank you!');
    expect(messageBox()).toHaveAttribute('placeholder', 'Write a message...');
    expect(messageBox()).toHaveAttribute('rows', '2');

    await user.click(screen.getByRole('button', { name: '+ New Request' }));
    expect(chatTitle()).toHaveTextContent('New Support Request');
    expect(screen.getByRole('button', { name: '+ New Request' })).toHaveAttribute('aria-current', 'true');
    expect(ticketButtons()[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Start a new conversation with our support team.')).toBeInTheDocument();
    expect(
      screen.getByText("Type your message below and we'll get back to you as soon as possible."),
    ).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('placeholder', 'Describe your issue...');

    await user.click(ticketButtons()[0]!);
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(screen.queryByText('Start a new conversation with our support team.')).not.toBeInTheDocument();
  });

  it('opens the new request when there are no tickets yet', async () => {
    showSupport({ tickets: [] });
    expect(await screen.findByText('Start a new conversation with our support team.')).toBeInTheDocument();
    expect(chatTitle()).toHaveTextContent('New Support Request');
    expect(screen.queryByRole('list', { name: 'Your tickets' })).not.toBeInTheDocument();
  });

  // aria-disabled, not `disabled`: a disabled button loses focus (Chromium sends it to <body>) once the text is sent.
  it('keeps Send disabled while the text is blank and while sending, then shows the sent message, focus staying on Send', async () => {
    const user = userEvent.setup();
    const sent = later();
    const api = showSupport({ tickets: [ticket(9)], messages: { 9: conversation }, sent: sent.promise });
    await screen.findByText('Thank you!');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(messageBox(), '   ');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(sendButton());
    expect(api.to('/api/support/message').filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.type(messageBox(), ' Any news? ');
    expect(sendButton()).not.toHaveAttribute('aria-disabled');

    await user.click(sendButton());
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(sendButton());
    expect(api.to('/api/support/message').filter((request) => request.method === 'POST')).toHaveLength(1);
    await expect(api.to('/api/support/message').at(-1)!.json()).resolves.toEqual({ ticket: 9, content: 'Any news?' });
    sent.give(json(message(4, 'Any news?', new Date())));

    expect(await within(screen.getByRole('log')).findByText('Any news?')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(sendButton()).not.toBeDisabled();
    expect(sendButton()).toHaveFocus();
  });

  it('creates a ticket from the first message of a new request: it goes to the top of the list and opens', async () => {
    const user = userEvent.setup();
    const created = ticket(11);
    const api = showSupport({
      tickets: [ticket(9)],
      messages: { 9: conversation, 11: [message(20, 'Can I change my photos?', new Date())] },
      created,
    });
    await screen.findByText('Thank you!');
    await user.click(screen.getByRole('button', { name: '+ New Request' }));
    await user.type(messageBox(), 'Can I change my photos?');
    await user.click(sendButton());

    await waitFor(() =>
      expect(ticketButtons().map((button) => button.textContent)).toEqual(['Ticket #11', 'Ticket #9']),
    );
    expect(ticketButtons()[0]).toHaveAttribute('aria-current', 'true');
    expect(chatTitle()).toHaveTextContent('Ticket #11');
    await expect(
      api
        .to('/api/support/ticket')
        .find((request) => request.method === 'POST')!
        .json(),
    ).resolves.toEqual({
      message: 'Can I change my photos?',
    });
    expect(await screen.findByText('Can I change my photos?')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
    expect(messageBox()).toHaveAttribute('placeholder', 'Write a message...');
  });

  it('only logs a failed send or ticket creation, keeping the text to send again', async () => {
    const errors = quietErrors();
    const user = userEvent.setup();
    showSupport({
      tickets: [ticket(9)],
      messages: { 9: conversation },
      sent: json({ message: 'Down' }, { status: 503 }),
      created: json({ message: 'Bad' }, { status: 400 }),
    });
    await screen.findByText('Thank you!');
    await user.type(messageBox(), 'Hello?');
    await user.click(sendButton());
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Failed to send message', expect.any(Error)));
    expect(messageBox()).toHaveValue('Hello?');
    expect(sendButton()).not.toHaveAttribute('aria-disabled');

    await user.click(screen.getByRole('button', { name: '+ New Request' }));
    await user.click(sendButton());
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Failed to create ticket', expect.any(Error)));
    expect(chatTitle()).toHaveTextContent('New Support Request');
    expect(ticketButtons()).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('makes a new line on Enter and sends on Ctrl+Enter', async () => {
    const user = userEvent.setup();
    const api = showSupport({
      tickets: [ticket(9)],
      messages: { 9: conversation },
      sent: json(message(4, 'Two\nlines', new Date())),
    });
    await screen.findByText('Thank you!');
    await user.type(messageBox(), 'Two{Enter}lines');
    expect(messageBox()).toHaveValue('Two\nlines');
    expect(api.to('/api/support/message').filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(messageBox()).toHaveValue(''));
    await expect(api.to('/api/support/message').at(-1)!.json()).resolves.toEqual({ ticket: 9, content: 'Two\nlines' });
  });

  describe('a staff reply', () => {
    // Only the intervals are faked: the calls and React run on real time, and only advance() polls. (findBy then
    // checks on DOM changes only, as it polls with setInterval: each poll here brings a new reply.)
    let visibility: DocumentVisibilityState = 'visible';
    const setVisibility = (state: DocumentVisibilityState) => {
      visibility = state;
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    };
    beforeEach(() => {
      visibility = 'visible';
      jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
      fakeIntervals();
    });

    it('appears without a reload: the open ticket is asked again every 5 seconds while the page is visible', async () => {
      const messages = { 9: conversation.slice(0, 1) };
      const api = showSupport({ tickets: [ticket(9)], messages });
      await screen.findByText('My video has no sound');
      const polls = () => api.to('/api/support/message').length;
      expect(polls()).toBe(1);

      const reply = (id: number, content: string) => {
        messages[9] = [...messages[9], message(id, content, new Date(), true)];
      };
      reply(2, 'Fixed, please look again');
      await advance(SUPPORT_POLL_INTERVAL_MS - 1);
      expect(polls()).toBe(1);
      await advance(1);
      const fixed = await screen.findByText('Fixed, please look again');
      expect(fixed.closest('li')).toHaveTextContent('Story Shop Operator');
      expect(polls()).toBe(2);

      // Hidden: no calls; shown again: asked at once, then every 5 seconds again.
      setVisibility('hidden');
      reply(3, 'Are you still there?');
      await advance(SUPPORT_POLL_INTERVAL_MS * 4);
      expect(polls()).toBe(2);
      setVisibility('visible');
      expect(await screen.findByText('Are you still there?')).toBeInTheDocument();
      expect(polls()).toBe(3);
      reply(4, 'Closing this ticket then');
      await advance(SUPPORT_POLL_INTERVAL_MS);
      expect(await screen.findByText('Closing this ticket then')).toBeInTheDocument();
      expect(polls()).toBe(4);
    });

    it('stops polling when the screen closes', async () => {
      const api = showSupport({ tickets: [ticket(9)], messages: { 9: conversation } });
      await screen.findByText('Thank you!');
      expect(jest.getTimerCount()).toBe(1);
      api.unmount();
      await advance(SUPPORT_POLL_INTERVAL_MS * 3);
      expect(api.to('/api/support/message')).toHaveLength(1);
      expect(jest.getTimerCount()).toBe(0);
    });
  });
});
