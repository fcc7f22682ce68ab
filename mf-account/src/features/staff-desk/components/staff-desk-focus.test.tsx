import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockXhr, routeFetch } from '@shop/shared/testing';
import type { StaffOrderItem, StaffRefund } from '@shop/shared/staff';
import { quietErrors } from '../../../test/render-routes';
import { staffItemFixture } from '../../../test/staff-fixtures';
import { StaffOrders } from './staff-orders';
import { StaffRefunds } from './staff-refunds';

// After a desk action, keyboard focus stays on something that still exists: the item's next action, else the item
// itself; never <body>, from where the next Tab would start over at "Skip to content".

const packing = staffItemFixture();
const shipping = staffItemFixture({ status: 'shipping', trackingNumber: '1Z42' });
const delivered = staffItemFixture({ status: 'delivered', trackingNumber: '1Z42' });
const draftClip = staffItemFixture({
  id: 11,
  type: 2,
  name: 'Birthday story',
  status: 'packing',
  renderState: 'draft',
  renderAttempts: 1,
  draftLink: '/video-story/draft/11?expires=1&signature=abc',
});
const deliveredClip = { ...draftClip, videoStory: 'story-11.mp4', approvedAt: '2026-11-21T12:00:00.000Z' };
const queuedClip = { ...draftClip, renderState: 'queued' as const, draftLink: null };

/** The orders list: `before` until an action was answered, then `after`. `hold` keeps the action's answer back. */
function serveOrders(before: StaffOrderItem, after: StaffOrderItem, hold?: Promise<void>) {
  let acted = false;
  routeFetch(async (url, request) => {
    if (url.pathname === '/api/staff/orders') return json([acted ? after : before]);
    if (request.method === 'POST' && url.pathname.startsWith('/api/staff/orders/item/')) {
      await hold;
      acted = true;
      return json({ ok: true });
    }
    return undefined;
  });
  return { act: () => (acted = true) };
}

const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });

describe('keyboard focus after a staff desk action', () => {
  it('moves from the tracking number field to the same item’s Mark delivered once Enter shipped it', async () => {
    serveOrders(packing, shipping);
    render(<StaffOrders />);
    const mug = await screen.findByRole('article', { name: /^Photo mug/ });
    const user = userEvent.setup();
    await user.type(within(mug).getByRole('textbox', { name: 'Tracking number' }), '1Z42{Enter}');
    const deliver = await within(mug).findByRole('button', { name: 'Mark delivered' });
    await waitFor(() => expect(deliver).toHaveFocus());
  });

  it('lands on the item itself when Mark delivered leaves it no action', async () => {
    serveOrders(shipping, delivered);
    render(<StaffOrders />);
    const mug = await screen.findByRole('article', { name: /^Photo mug/ });
    within(mug).getByRole('button', { name: 'Mark delivered' }).focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(within(mug).queryByRole('button')).not.toBeInTheDocument());
    await waitFor(() => expect(card('Photo mug')).toHaveFocus());
    expect(card('Photo mug')).toHaveAttribute('tabindex', '-1');
  });

  it('lands on the clip itself once Approve (Space) sent its video to the shopper', async () => {
    serveOrders(draftClip, deliveredClip);
    render(<StaffOrders />);
    const clip = await screen.findByRole('article', { name: /^Birthday story/ });
    within(clip).getByRole('button', { name: 'Approve' }).focus();
    await userEvent.setup().keyboard(' ');
    await waitFor(() => expect(clip).toHaveTextContent('Video delivered'));
    await waitFor(() => expect(card('Birthday story')).toHaveFocus());
  });

  it('keeps focus on Re-render: aria-disabled while it runs (a disabled button would drop focus), not disabled', async () => {
    let release: () => void = () => undefined;
    serveOrders(draftClip, queuedClip, new Promise<void>((resolve) => (release = resolve)));
    render(<StaffOrders />);
    const clip = await screen.findByRole('article', { name: /^Birthday story/ });
    const rerender = within(clip).getByRole('button', { name: 'Re-render' });
    rerender.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(rerender).toHaveAttribute('aria-disabled', 'true');
    expect(rerender).toBeEnabled();
    expect(rerender).toHaveFocus();
    release();
    await waitFor(() => expect(clip).toHaveTextContent('Queued for rendering'));
    expect(within(clip).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(rerender).not.toHaveAttribute('aria-disabled');
    expect(rerender).toHaveFocus();
  });

  it('lands on the clip itself once an uploaded video reached the shopper', async () => {
    const orders = serveOrders(draftClip, deliveredClip);
    mockXhr(() => {
      orders.act();
      return { body: { ok: true } };
    });
    render(<StaffOrders />);
    const clip = await screen.findByRole('article', { name: /^Birthday story/ });
    const user = userEvent.setup();
    await user.upload(
      within(clip).getByLabelText('Hand-made video (MP4)'),
      new File(['mp4'], 'story.mp4', { type: 'video/mp4' }),
    );
    within(clip).getByRole('button', { name: 'Upload video' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(clip).toHaveTextContent('Video delivered'));
    await waitFor(() => expect(card('Birthday story')).toHaveFocus());
  });

  it('keeps focus on the pressed button when the action is refused, with the refusal shown', async () => {
    quietErrors();
    routeFetch((url, request) => {
      if (url.pathname === '/api/staff/orders') return json([shipping]);
      if (request.method === 'POST') return json({ message: 'Only an item that is shipping…' }, { status: 409 });
      return undefined;
    });
    render(<StaffOrders />);
    const mug = await screen.findByRole('article', { name: /^Photo mug/ });
    const deliver = within(mug).getByRole('button', { name: 'Mark delivered' });
    deliver.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(await within(mug).findByRole('alert')).toHaveTextContent('Only an item that is shipping…');
    expect(deliver).toHaveFocus();
  });

  it('lands on the refund itself once Try again refunded it', async () => {
    const due: StaffRefund = {
      sessionId: 'cs_test_due',
      orderId: 42,
      customerEmail: 'bob@example.com',
      label: 'Order #000042',
      amount: 39,
      reason: 'delivered',
      paidAt: '2026-11-21T11:00:00.000Z',
      refundedAt: null,
      lastError: null,
      settledBy: null,
    };
    let refunded = false;
    routeFetch((url, request) => {
      if (url.pathname === '/api/staff/refunds')
        return json([refunded ? { ...due, refundedAt: '2026-11-21T13:00:00.000Z' } : due]);
      if (request.method === 'POST') {
        refunded = true;
        return json({ ok: true });
      }
      return undefined;
    });
    render(<StaffRefunds />);
    const refund = await screen.findByRole('article', { name: /^Order #000042/ });
    within(refund).getByRole('button', { name: 'Try again' }).focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(refund).toHaveTextContent(/Refunded \S/));
    await waitFor(() => expect(card('Order #000042')).toHaveFocus());
  });
});
