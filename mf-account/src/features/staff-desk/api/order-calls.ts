import { apiRequest, parseAnswer, sendWithProgress } from '@shop/shared';
import { StaffOrderListStruct, type ShipItem, type StaffOrderItem } from '@shop/shared/staff';

// The staff desk's orders (docs/decisions/0024): the list, the simple items' shipping steps and the clips' video actions.

/** GET /api/staff/orders: paid items to fulfil, oldest due first, then the recently done ones. */
export async function getStaffOrders(options: { signal?: AbortSignal } = {}): Promise<StaffOrderItem[]> {
  const data = await apiRequest('staff/orders', { signal: options.signal });
  return parseAnswer(data, StaffOrderListStruct, 'GET /api/staff/orders');
}

const itemPath = (itemId: number, action: string) => `staff/orders/item/${itemId}/${action}`;

/** POST /api/staff/orders/item/{id}/ship {trackingNumber}: a packing simple item goes to shipping. */
export async function shipItem(itemId: number, input: ShipItem): Promise<void> {
  await apiRequest(itemPath(itemId, 'ship'), { method: 'POST', json: { trackingNumber: input.trackingNumber } });
}

/** POST /api/staff/orders/item/{id}/deliver: a shipping simple item is delivered. */
export async function deliverItem(itemId: number): Promise<void> {
  await apiRequest(itemPath(itemId, 'deliver'), { method: 'POST', json: {} });
}

/** POST /api/staff/orders/item/{id}/approve: the clip's draft goes to the shopper now. */
export async function approveDraft(itemId: number): Promise<void> {
  await apiRequest(itemPath(itemId, 'approve'), { method: 'POST', json: {} });
}

/** POST /api/staff/orders/item/{id}/render: the clip is rendered again. */
export async function renderAgain(itemId: number): Promise<void> {
  await apiRequest(itemPath(itemId, 'render'), { method: 'POST', json: {} });
}

/**
 * POST /api/staff/orders/item/{id}/video (multipart, field "video"): a hand-made MP4 replaces the draft. A story of up
 * to 300 MB takes a while, so it goes like the photos do: no client timeout, its progress (0-100) reported.
 */
export async function uploadVideo(itemId: number, video: File, onProgress?: (percent: number) => void): Promise<void> {
  const body = new FormData();
  body.append('video', video);
  await sendWithProgress({ method: 'POST', path: itemPath(itemId, 'video'), body, onProgress });
}
