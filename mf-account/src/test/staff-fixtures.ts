import type { StaffOrderItem } from '@shop/shared/staff';

/** A paid item as GET /api/staff/orders answers it: a simple product to pack unless `overrides` say otherwise. */
export const staffItemFixture = (overrides: Partial<StaffOrderItem> = {}): StaffOrderItem => ({
  id: 13,
  orderId: 7,
  customerEmail: 'ann@example.com',
  type: 1,
  name: 'Photo mug',
  quantity: 1,
  paidAt: '2026-11-20T10:00:00.000Z',
  dueAt: null,
  status: 'packing',
  trackingNumber: null,
  renderState: 'none',
  renderError: null,
  renderAttempts: 0,
  draftLink: null,
  videoStory: null,
  approvedAt: null,
  deliveredAt: null,
  captions: [],
  photos: [],
  ...overrides,
});
