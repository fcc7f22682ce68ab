import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TicketMessage } from '@shop/shared';
import { json, mockXhr, routeFetch, type XhrAnswer } from '@shop/shared/testing';
import type { StaffOrderItem, StaffRefund, StaffSubmission, StaffTicket } from '@shop/shared/staff';
import { advance, fakeIntervals } from '../../../test/fake-intervals';
import { quietErrors } from '../../../test/render-routes';
import { staffItemFixture } from '../../../test/staff-fixtures';
import { STAFF_LIST_REFRESH_MS } from '../hooks/use-staff-list';
import { StaffDeskPage } from './staff-desk-page';

const ticket: StaffTicket = {
  id: 41,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  email: 'ann@example.com',
  awaitingReply: true,
};
const question: TicketMessage = {
  id: 1,
  content: 'Where is my mug?',
  createdAt: '2026-11-21T09:00:00.000Z',
  isStaffMessage: false,
};

const draftClip = staffItemFixture({
  id: 11,
  type: 2,
  name: 'Birthday story',
  dueAt: '2026-11-21T10:00:00.000Z',
  status: 'packing',
  renderState: 'draft',
  renderAttempts: 1,
  draftLink: '/video-story/draft/11?expires=1&signature=abc',
  captions: [{ fieldId: 3, label: 'Name', position: 0, type: 'text', value: 'Ada' }],
  photos: [{ id: 5, image: 'photo-a.jpg', position: 0 }],
});
const failedClip = staffItemFixture({
  id: 12,
  type: 2,
  name: 'Wedding story',
  dueAt: '2026-11-22T10:00:00.000Z',
  status: 'packing',
  renderState: 'failed',
  renderAttempts: 3,
  renderError: 'ffmpeg exited with code 1',
});
const packing = staffItemFixture();
const shipping = staffItemFixture({
  id: 14,
  type: 1,
  name: 'Poster',
  dueAt: null,
  status: 'shipping',
  trackingNumber: '1Z999',
});
const submission: StaffSubmission = {
  id: 3,
  variant: 2,
  createdAt: '2026-11-19T08:00:00.000Z',
  values: { orderNumber: 'ETSY-123', wishes: 'Blue title' },
  photos: [
    { id: 9, image: 'sub-b.jpg', position: 1 },
    { id: 8, image: 'sub-a.jpg', position: 0 },
  ],
};

const dueRefund: StaffRefund = {
  sessionId: 'cs_test_due',
  orderId: 42,
  customerEmail: 'bob@example.com',
  label: 'Express speed-up, Order #000042',
  amount: 39,
  reason: 'delivered',
  paidAt: '2026-11-21T11:00:00.000Z',
  refundedAt: null,
  lastError: 'Charge ch_1 has been disputed',
  settledBy: null,
};
const madeRefund: StaffRefund = {
  ...dueRefund,
  sessionId: 'cs_test_made',
  orderId: 43,
  label: 'Order #000043',
  amount: 54.43,
  reason: 'order-already-paid',
  refundedAt: '2026-11-21T12:00:00.000Z',
  lastError: null,
  settledBy: null,
};

type Api = {
  tickets?: StaffTicket[];
  orders?: StaffOrderItem[];
  refunds?: StaffRefund[];
  action?: (path: string, request: Request) => Response | undefined;
};

function serveApi(api: Api = {}) {
  return routeFetch((url, request) => {
    if (url.pathname === '/api/staff/support/ticket') return json(api.tickets ?? [ticket]);
    if (url.pathname === '/api/staff/support/message') {
      if (request.method === 'POST')
        return json({ id: 2, content: 'On its way!', createdAt: '2026-11-21T10:00:00.000Z', isStaffMessage: true });
      return json(url.searchParams.get('ticket') === '41' ? [question] : []);
    }
    if (url.pathname === '/api/staff/orders') return json(api.orders ?? [draftClip, failedClip, packing, shipping]);
    if (url.pathname === '/api/staff/refunds') return json(api.refunds ?? []);
    if (url.pathname.startsWith('/api/staff/refunds/'))
      return api.action?.(url.pathname, request) ?? json({ ok: true });
    if (url.pathname === '/api/staff/marketplace')
      return json([submission, { ...submission, id: 4, account: 'ada@example.com' }]);
    if (url.pathname.startsWith('/api/staff/orders/item/'))
      return api.action?.(url.pathname, request) ?? json({ ok: true });
    return undefined;
  });
}

const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });

describe('the staff desk', () => {
  it('shows the inbox: every ticket with its email, the conversation by email and Operator, and sends a reply', async () => {
    const api = serveApi();
    render(<StaffDeskPage />);
    const tickets = await screen.findByRole('list', { name: 'Tickets' });
    const button = within(tickets).getByRole('button', { name: /Ticket #41/ });
    expect(button).toHaveTextContent('ann@example.com');
    expect(button).toHaveTextContent('Waiting for a reply');
    expect(button).toHaveAttribute('aria-current', 'true');
    const log = await screen.findByRole('log', { name: /Ticket #41/ });
    expect(await within(log).findByText('Where is my mug?')).toBeInTheDocument();
    expect(within(log).getByText('ann@example.com')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'On its way!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText('On its way!')).toBeInTheDocument();
    expect(within(log).getByText('Story Shop Operator')).toBeInTheDocument();
    const posted = api.requests.find((request) => request.method === 'POST');
    expect(new URL(posted!.url).pathname).toBe('/api/staff/support/message');
    await expect(posted!.json()).resolves.toEqual({ ticket: 41, content: 'On its way!' });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('asks for its lists again while the page shows: an item paid meanwhile appears without a reload', async () => {
    fakeIntervals();
    try {
      const api: Api = { orders: [packing] };
      const calls = serveApi(api);
      render(<StaffDeskPage />);
      await screen.findByRole('article', { name: /^Photo mug/ });
      api.orders = [packing, shipping];
      const asked = calls.to('/api/staff/orders').length;
      advance(STAFF_LIST_REFRESH_MS - 1);
      expect(calls.to('/api/staff/orders')).toHaveLength(asked);
      advance(1);
      expect(await screen.findByRole('article', { name: /^Poster/ })).toHaveTextContent('Tracking number 1Z999');
      expect(calls.to('/api/staff/support/ticket')).toHaveLength(2);
      expect(calls.to('/api/staff/marketplace')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the open conversation when a refresh brings a newer ticket to the top', async () => {
    fakeIntervals();
    try {
      const api: Api = { tickets: [ticket] };
      serveApi(api);
      render(<StaffDeskPage />);
      const log = await screen.findByRole('log', { name: /Ticket #41/ });
      expect(await within(log).findByText('Where is my mug?')).toBeInTheDocument();
      api.tickets = [{ ...ticket, id: 42, email: 'bob@example.com', updatedAt: '2026-11-22T09:00:00.000Z' }, ticket];
      advance(STAFF_LIST_REFRESH_MS);
      const tickets = screen.getByRole('list', { name: 'Tickets' });
      expect(await within(tickets).findByRole('button', { name: /Ticket #42/ })).not.toHaveAttribute('aria-current');
      expect(within(tickets).getByRole('button', { name: /Ticket #41/ })).toHaveAttribute('aria-current', 'true');
      expect(screen.getByRole('log', { name: /Ticket #41/ })).toHaveTextContent('Where is my mug?');
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows a clip's draft in a player with Approve, Re-render and an MP4 upload, and a failed render's error", async () => {
    const api = serveApi();
    render(<StaffDeskPage />);
    const clip = await screen.findByRole('article', { name: /^Birthday story/ });
    expect(clip).toHaveTextContent('Draft ready');
    expect(clip).toHaveTextContent('Order #000007 · Item #11 · ann@example.com');
    expect(clip).toHaveTextContent('Name');
    expect(clip).toHaveTextContent('Ada');
    expect(within(clip).getByLabelText('Draft of item #11')).toHaveAttribute('src', draftClip.draftLink);
    expect(within(clip).getByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    const file = within(clip).getByLabelText('Hand-made video (MP4)');
    expect(file).toHaveAttribute('accept', 'video/mp4');

    const failed = card('Wedding story');
    expect(failed).toHaveTextContent('Render failed');
    expect(within(failed).getByRole('alert')).toHaveTextContent('ffmpeg exited with code 1');
    expect(within(failed).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(clip).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.to('/api/staff/orders/item/11/approve')).toHaveLength(1));
    await waitFor(() => expect(api.to('/api/staff/orders')).toHaveLength(2));

    await user.click(within(card('Wedding story')).getByRole('button', { name: 'Re-render' }));
    await waitFor(() => expect(api.to('/api/staff/orders/item/12/render')).toHaveLength(1));
  });

  it('uploads a hand-made MP4 chosen in the file field with its progress shown, then reloads the list', async () => {
    let answer: (value: XhrAnswer) => void = () => undefined;
    const xhr = mockXhr(() => new Promise<XhrAnswer>((resolve) => (answer = resolve)));
    const api = serveApi({ orders: [draftClip] });
    render(<StaffDeskPage />);
    const clip = await screen.findByRole('article', { name: /^Birthday story/ });
    const upload = within(clip).getByRole('button', { name: 'Upload video' });
    expect(upload).toHaveAttribute('aria-disabled', 'true');
    const user = userEvent.setup();
    await user.upload(
      within(clip).getByLabelText('Hand-made video (MP4)'),
      new File(['mp4'], 'story.mp4', { type: 'video/mp4' }),
    );
    await user.click(upload);
    const progress = await within(clip).findByRole('progressbar', { name: 'Upload of story.mp4' });
    expect(progress).toHaveAttribute('value', '0');
    expect(clip).toHaveTextContent('Uploading… 0%');
    expect(upload).toHaveAttribute('aria-disabled', 'true');
    const [sent] = xhr.sent;
    expect(sent).toMatchObject({ method: 'POST', url: '/api/staff/orders/item/11/video' });
    expect(((sent!.body as FormData).get('video') as File).name).toBe('story.mp4');

    answer({ body: { ok: true } });
    await waitFor(() => expect(api.to('/api/staff/orders')).toHaveLength(2));
    expect(within(clip).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the server’s message when a hand-made video is refused', async () => {
    quietErrors();
    mockXhr(() => ({ status: 413, body: { message: 'The video may be at most 300 MB' } }));
    serveApi({ orders: [draftClip] });
    render(<StaffDeskPage />);
    const clip = await screen.findByRole('article', { name: /^Birthday story/ });
    const user = userEvent.setup();
    await user.upload(
      within(clip).getByLabelText('Hand-made video (MP4)'),
      new File(['mp4'], 'story.mp4', { type: 'video/mp4' }),
    );
    await user.click(within(clip).getByRole('button', { name: 'Upload video' }));
    expect(await within(clip).findByRole('alert')).toHaveTextContent('The video may be at most 300 MB');
    expect(within(clip).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('ships a packing item with its tracking number and marks a shipping one delivered', async () => {
    const api = serveApi();
    render(<StaffDeskPage />);
    const mug = await screen.findByRole('article', { name: /^Photo mug/ });
    expect(mug).toHaveTextContent('Packing');
    const ship = within(mug).getByRole('button', { name: 'Mark shipped' });
    expect(ship).toHaveAttribute('aria-disabled', 'true');
    const user = userEvent.setup();
    await user.type(within(mug).getByRole('textbox', { name: 'Tracking number' }), ' 1Z42 ');
    await user.click(ship);
    await waitFor(() => expect(api.to('/api/staff/orders/item/13/ship')).toHaveLength(1));
    await expect(api.to('/api/staff/orders/item/13/ship')[0]!.json()).resolves.toEqual({ trackingNumber: '1Z42' });

    const poster = card('Poster');
    expect(poster).toHaveTextContent('Shipping · Tracking number 1Z999');
    await user.click(within(poster).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(api.to('/api/staff/orders/item/14/deliver')).toHaveLength(1));
  });

  it("shows the server's refusal in the item's alert", async () => {
    quietErrors();
    serveApi({
      orders: [shipping],
      action: () =>
        json({ message: 'Only an item that is shipping can be marked delivered', field: 'id' }, { status: 409 }),
    });
    render(<StaffDeskPage />);
    const poster = await screen.findByRole('article', { name: /^Poster/ });
    await userEvent.setup().click(within(poster).getByRole('button', { name: 'Mark delivered' }));
    expect(await within(poster).findByRole('alert')).toHaveTextContent(
      'Only an item that is shipping can be marked delivered',
    );
  });

  it('shows what a refused item is now beside the refusal: the list is asked for again', async () => {
    quietErrors();
    let shippedElsewhere = false;
    const api = routeFetch((url) => {
      if (url.pathname === '/api/staff/orders')
        return json([shippedElsewhere ? { ...packing, status: 'shipping' } : packing]);
      if (url.pathname === '/api/staff/orders/item/13/ship') {
        shippedElsewhere = true;
        return json({ message: 'Only an item that is packing can be shipped', field: 'id' }, { status: 409 });
      }
      if (url.pathname.startsWith('/api/staff/')) return json([]);
      return undefined;
    });
    render(<StaffDeskPage />);
    const mug = await screen.findByRole('article', { name: /^Photo mug/ });
    const user = userEvent.setup();
    await user.type(within(mug).getByRole('textbox', { name: 'Tracking number' }), '1Z42');
    await user.click(within(mug).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(mug).findByRole('alert')).toHaveTextContent('Only an item that is packing can be shipped');
    await waitFor(() => expect(mug).toHaveTextContent('Shipping'));
    expect(within(mug).queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
    expect(api.to('/api/staff/orders').length).toBeGreaterThanOrEqual(2);
  });

  it('lists marketplace submissions with their form, values and photos in order', async () => {
    serveApi();
    render(<StaffDeskPage />);
    const entry = await screen.findByRole('article', { name: 'Submission #3' });
    expect(entry).toHaveTextContent('Form 2 (/uploader)');
    expect(entry).toHaveTextContent('Marketplace order number');
    expect(entry).toHaveTextContent('ETSY-123');
    expect(entry).toHaveTextContent('Blue title');
    const photos = within(within(entry).getByRole('list', { name: 'Photos of submission #3' })).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual(['Photo 1', 'Photo 2']);
    expect(entry).toHaveTextContent('Sent by a visitor (no account)');
    expect(screen.getByRole('article', { name: 'Submission #4' })).toHaveTextContent('Sent by ada@example.com');
  });

  it('lists refunds: a due one with Try again, which asks for it and reloads; a made one with its time', async () => {
    const api: Api = { refunds: [dueRefund, madeRefund] };
    const calls = serveApi(api);
    render(<StaffDeskPage />);
    const refunds = within(screen.getByRole('region', { name: 'Refunds' }));
    const due = await refunds.findByRole('article', { name: 'Express speed-up, Order #000042 · $39.00' });
    expect(due).toHaveTextContent('bob@example.com');
    expect(due).toHaveTextContent('Why: the video story was already ready');
    expect(due).toHaveTextContent('Refund due');
    expect(within(due).getByText(/refused the last attempt/)).toHaveTextContent(
      'The payment provider refused the last attempt: Charge ch_1 has been disputed',
    );
    const made = refunds.getByRole('article', { name: 'Order #000043 · $54.43' });
    expect(made).toHaveTextContent('Why: the order was already paid');
    expect(made).toHaveTextContent(/Refunded \S/);
    expect(within(made).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    api.refunds = [{ ...dueRefund, refundedAt: '2026-11-21T13:00:00.000Z' }, madeRefund];
    await userEvent.setup().click(within(due).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.to('/api/staff/refunds/cs_test_due/retry')).toHaveLength(1));
    expect(calls.to('/api/staff/refunds/cs_test_due/retry')[0]!.method).toBe('POST');
    await waitFor(() => expect(within(due).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
    expect(due).toHaveTextContent(/Refunded \S/);
    expect(due).not.toHaveTextContent('refused the last attempt');
  });

  it('marks a due refund settled by hand, which then names who settled it', async () => {
    const api: Api = { refunds: [dueRefund] };
    const calls = serveApi(api);
    render(<StaffDeskPage />);
    const due = await screen.findByRole('article', { name: /^Express speed-up, Order #000042/ });
    expect(due).toHaveTextContent('Mark settled once the money went back outside the shop');
    api.refunds = [{ ...dueRefund, refundedAt: '2026-11-21T13:00:00.000Z', settledBy: 'staff@example.com' }];
    await userEvent.setup().click(within(due).getByRole('button', { name: 'Mark settled' }));
    await waitFor(() => expect(calls.to('/api/staff/refunds/cs_test_due/settle')).toHaveLength(1));
    expect(calls.to('/api/staff/refunds/cs_test_due/retry')).toHaveLength(0);
    expect(await within(due).findByText(/^Settled by hand .+ by staff@example\.com$/)).toBeInTheDocument();
    expect(within(due).queryByRole('button', { name: 'Mark settled' })).not.toBeInTheDocument();
  });

  it('shows why a refund could not be made when the provider refuses it again', async () => {
    quietErrors();
    const message = 'The payment provider did not take the refund. It is tried again every 15 minutes.';
    serveApi({ refunds: [dueRefund], action: () => json({ message }, { status: 502 }) });
    render(<StaffDeskPage />);
    const due = await screen.findByRole('article', { name: /^Express speed-up, Order #000042/ });
    await userEvent.setup().click(within(due).getByRole('button', { name: 'Try again' }));
    expect(await within(due).findByRole('alert')).toHaveTextContent(message);
    expect(within(due).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
