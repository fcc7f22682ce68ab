import { sql, type SQL } from 'drizzle-orm';
import { ProductType } from '@shop/shared/constants';
import type { Billing, CaptionValue, UploadedPhoto } from '@shop/shared/contracts';
import type { RenderState, StaffOrderItem, StaffSubmission } from '@shop/shared/staff';
import type { Db } from '../../db/client';
import { isoTime, rows } from '../../db/sql';
import { orderMailAddress } from '../orders/index';
import { photoListJson } from '../photo-lists/positions';
import { draftLink } from '../video/links';
import { dueAtSql } from '../video/repository';

// The staff desk's reads and the simple items' shipping steps (docs/decisions/0024). Every query names order_items `i`
// and orders `o`, as dueAtSql expects.

/** Items still to fulfil, at most: the desk shows the oldest due first, so the newest are the ones left out. */
export const STAFF_OPEN_ITEMS_LIMIT = 200;
/** Items done (simple delivered, clip video delivered) within this many days are listed after the open ones… */
export const STAFF_DONE_DAYS = 7;
/** …at most this many, the most recently done first. */
export const STAFF_DONE_ITEMS_LIMIT = 50;
/** Marketplace submissions listed, newest first. */
export const STAFF_SUBMISSIONS_LIMIT = 100;

interface ItemRow {
  id: number;
  orderId: number;
  customerEmail: string;
  type: number;
  name: string;
  quantity: number;
  paidAt: string;
  dueAt: string | null;
  status: StaffOrderItem['status'];
  trackingNumber: string | null;
  renderState: RenderState;
  renderError: string | null;
  renderAttempts: number;
  /** The stored key of the draft video, if any (it names the draft in its player link). */
  draftVideo: string | null;
  videoStory: string | null;
  approvedAt: string | null;
  deliveredAt: string | null;
  captions: CaptionValue[];
  /** JSON text. */
  photos: string;
  /** The order's billing details, for simple items (clips are not shipped); null when the order has none. */
  billing: Billing | null;
}

const isClip = sql`i.type = ${ProductType.CLIP}`;
/** A simple item is done once delivered; a clip once its video reached the shopper. */
const isDone = sql`(case when ${isClip} then i.video_story is not null else i.status = 'delivered' end)`;
/** When it was done (simple items delivered before delivered_at was written fall back to their shipping time). */
const doneAt = sql`coalesce(i.delivered_at, i.shipped_at, o.paid_at)`;

function selectItems(where: SQL, order: SQL, limit: number): SQL {
  return sql`select i.id, i.order_id as "orderId", ${orderMailAddress(sql`o`, sql`u`)} as "customerEmail", i.type,
      i.name, i.quantity,
      ${isoTime(sql`o.paid_at`)} as "paidAt",
      case when ${isClip} then ${isoTime(dueAtSql)} end as "dueAt",
      i.status, i.tracking_number as "trackingNumber", i.render_state as "renderState", i.render_error as "renderError",
      i.render_attempts as "renderAttempts", i.draft_video as "draftVideo", i.video_story as "videoStory",
      ${isoTime(sql`i.approved_at`)} as "approvedAt", ${isoTime(sql`i.delivered_at`)} as "deliveredAt", i.captions,
      ${photoListJson(sql`order_item_photos ph where ph.order_item_id = i.id`)}::text as photos,
      case when not ${isClip} then o.billing end as billing
    from order_items i join orders o on o.id = i.order_id join users u on u.id = o.user_id
    where o.paid and ${where}
    order by ${order}
    limit ${limit}`;
}

/**
 * GET /api/staff/orders: paid items not yet done, the oldest due first (clips by their due time, simple items by their
 * payment time), then the ones done in the last STAFF_DONE_DAYS, the most recent first. `linkSecret` signs the draft
 * players' links.
 */
export async function listStaffOrderItems(db: Db, linkSecret: string, now = new Date()): Promise<StaffOrderItem[]> {
  const open = await rows<ItemRow>(
    db,
    selectItems(
      sql`not ${isDone}`,
      sql`case when ${isClip} then ${dueAtSql} else o.paid_at end, i.id`,
      STAFF_OPEN_ITEMS_LIMIT,
    ),
  );
  const done = await rows<ItemRow>(
    db,
    selectItems(
      sql`${isDone} and ${doneAt} > now() - make_interval(days => ${STAFF_DONE_DAYS})`,
      sql`${doneAt} desc, i.id desc`,
      STAFF_DONE_ITEMS_LIMIT,
    ),
  );
  return [...open, ...done].map(({ draftVideo, photos, billing, ...item }) => ({
    ...item,
    draftLink: draftVideo ? draftLink(linkSecret, item.id, draftVideo, now) : null,
    photos: JSON.parse(photos) as UploadedPhoto[],
    // Stored as checkBilling answered it: the billing fields alone, blank optional ones left out.
    ...(billing ? { shipTo: billing } : {}),
  }));
}

/** Why a simple item could not move on: no such paid item, a clip, or not in the state the step starts from. */
export type ShippingRefusal = 'unknown' | 'clip' | 'state';

async function refusal(db: Db, itemId: number): Promise<ShippingRefusal> {
  const [item] = await rows<{ type: number }>(
    db,
    sql`select i.type from order_items i join orders o on o.id = i.order_id where i.id = ${itemId} and o.paid`,
  );
  if (!item) return 'unknown';
  return item.type === ProductType.CLIP ? 'clip' : 'state';
}

/**
 * Moves a paid simple item from `from` to `to` in one statement (two staff members clicking at once cannot both
 * succeed), setting `set` too. Answers undefined when it moved, else why not (nothing changed).
 */
async function moveSimpleItem(
  db: Db,
  itemId: number,
  from: StaffOrderItem['status'],
  to: StaffOrderItem['status'],
  set: SQL,
): Promise<ShippingRefusal | undefined> {
  const moved = await rows<{ id: number }>(
    db,
    sql`update order_items i set status = ${to}, ${set} from orders o
      where o.id = i.order_id and o.paid and i.id = ${itemId} and i.type = ${ProductType.SIMPLE} and i.status = ${from}
      returning i.id`,
  );
  return moved.length > 0 ? undefined : refusal(db, itemId);
}

/** packing → shipping with its tracking number. */
export const shipItem = (db: Db, itemId: number, trackingNumber: string) =>
  moveSimpleItem(db, itemId, 'packing', 'shipping', sql`tracking_number = ${trackingNumber}, shipped_at = now()`);

/** shipping → delivered. */
export const deliverItem = (db: Db, itemId: number) =>
  moveSimpleItem(db, itemId, 'shipping', 'delivered', sql`delivered_at = now()`);

interface SubmissionRow {
  id: number;
  variant: number;
  createdAt: string;
  values: Record<string, string>;
  account: string | null;
  /** JSON text. */
  photos: string;
}

/** GET /api/staff/marketplace: the newest submissions with their form values and photos in position order. */
export async function listSubmissions(db: Db): Promise<StaffSubmission[]> {
  const found = await rows<SubmissionRow>(
    db,
    sql`select s.id, s.variant, ${isoTime(sql`s.created_at`)} as "createdAt", s.values, u.email as account,
        ${photoListJson(sql`marketplace_photos ph where ph.submission_id = s.id`)}::text as photos
      from marketplace_submissions s left join users u on u.id = s.user_id
      order by s.created_at desc, s.id desc
      limit ${STAFF_SUBMISSIONS_LIMIT}`,
  );
  return found.map(({ photos, account, ...submission }) => ({
    ...submission,
    ...(account === null ? {} : { account }),
    photos: JSON.parse(photos) as UploadedPhoto[],
  }));
}
