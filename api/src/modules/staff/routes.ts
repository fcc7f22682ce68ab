import type { FastifyInstance, FastifyRequest } from 'fastify';
import { coerce, integer, object, size, string, type Failure } from 'superstruct';
import {
  ShipItemStruct,
  TRACKING_NUMBER_MAX_LENGTH,
  type StaffOrderItem,
  type StaffSubmission,
} from '@shop/shared/staff';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { requireStaff } from '../../plugins/auth';
import * as staff from './repository';

// The staff desk (docs/decisions/0024): the items to fulfil, the simple items' shipping steps and the marketplace
// submissions. Staff only: anonymous 401, any other signed-in user 403. The clip actions (approve, render, video) are
// in modules/video/staff-routes.ts; the support inbox in modules/support.

export const STAFF_TEXTS = {
  itemId: 'id must be an order item id (a whole number from 1)',
  notFound: 'No paid order item with this id',
  clip: 'A clip is not shipped: approve its video or upload one instead',
  notPacking: 'Only an item that is packing can be shipped',
  notShipping: 'Only an item that is shipping can be marked delivered',
  trackingRequired: 'trackingNumber is required',
  trackingNotText: 'trackingNumber must be text',
  trackingBlank: 'trackingNumber must not be empty',
  trackingLong: `trackingNumber must be at most ${TRACKING_NUMBER_MAX_LENGTH} characters`,
} as const;

/** An order item id: 1 to PostgreSQL's largest integer, so a larger number never reaches the database. */
const ItemParams = object({
  id: coerce(size(integer(), 1, 2_147_483_647), string(), (text) =>
    /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN,
  ),
});

/** The path's order item id (/staff/orders/item/:id/…, the desk's clip actions too), or 400 on `id`. */
export const itemIdOf = (request: FastifyRequest) =>
  validate(ItemParams, request.params, { id: STAFF_TEXTS.itemId }).id;

/** Surrounding spaces are not part of a tracking number; a blank one is refused like an empty one. */
function trackingNumberOf(body: unknown): string {
  const raw = (body as { trackingNumber?: unknown } | null)?.trackingNumber;
  const trimmed = typeof raw === 'string' ? raw.trim() : raw;
  const { trackingNumber } = validate(
    ShipItemStruct,
    { ...(typeof body === 'object' && body !== null ? body : {}), trackingNumber: trimmed },
    { trackingNumber: trackingNumberText },
  );
  return trackingNumber;
}

function trackingNumberText({ value }: Failure): string {
  if (value === undefined || value === null) return STAFF_TEXTS.trackingRequired;
  if (typeof value !== 'string') return STAFF_TEXTS.trackingNotText;
  return value.length === 0 ? STAFF_TEXTS.trackingBlank : STAFF_TEXTS.trackingLong;
}

function refuse(refusal: staff.ShippingRefusal, wrongState: string): never {
  if (refusal === 'unknown') throw new HttpError(404, STAFF_TEXTS.notFound, 'id');
  throw new HttpError(409, refusal === 'clip' ? STAFF_TEXTS.clip : wrongState, 'id');
}

export type StaffAnswer = { ok: true };

export default async function staffRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'videoLinkSecret'> },
) {
  app.addHook('preHandler', requireStaff);

  app.get('/staff/orders', (): Promise<StaffOrderItem[]> => staff.listStaffOrderItems(app.db, config.videoLinkSecret));

  app.post('/staff/orders/item/:id/ship', async (request): Promise<StaffAnswer> => {
    const itemId = itemIdOf(request);
    const refusal = await staff.shipItem(app.db, itemId, trackingNumberOf(request.body));
    if (refusal) refuse(refusal, STAFF_TEXTS.notPacking);
    return { ok: true };
  });

  app.post('/staff/orders/item/:id/deliver', async (request): Promise<StaffAnswer> => {
    const refusal = await staff.deliverItem(app.db, itemIdOf(request));
    if (refusal) refuse(refusal, STAFF_TEXTS.notShipping);
    return { ok: true };
  });

  app.get('/staff/marketplace', (): Promise<StaffSubmission[]> => staff.listSubmissions(app.db));
}
