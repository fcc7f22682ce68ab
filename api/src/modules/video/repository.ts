import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEFAULT_PROCESSING_HOURS, ProductType } from '@shop/shared/constants';
import type { CaptionValue } from '@shop/shared/contracts';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { orderMailAddress } from '../orders/index';

// The render and delivery state of paid clips (order_items.render_state and the columns beside it, docs/decisions/0021).

/** A story's length when its product is gone (the order item keeps no duration of its own): 5 s a photo, 10 s at least. */
const SECONDS_PER_PHOTO_FALLBACK = 5;
const MIN_FALLBACK_SECONDS = 10;

/** The clip item's lead-time period in hours as the shopper's countdown counts it: the speed-up's, else the lead time's. */
const periodHours = sql`coalesce((coalesce(i.speed_up, i.lead_time) ->> 'period')::int, ${DEFAULT_PROCESSING_HOURS})`;
/** When the shopper gets the video at the latest. */
export const dueAtSql = sql`(o.paid_at + make_interval(hours => ${periodHours}))`;

const isPaidClip = sql`i.type = ${ProductType.CLIP} and o.paid`;

/**
 * Paid clips whose render has to be queued: the order's clips that never started, or (`orderId` undefined, when
 * workers start) every paid clip at none or queued, since a process may have stopped before or after marking one
 * queued but before its job was sent. A job sent twice for one item is dropped while the first waits (stately queue).
 */
export async function clipsToQueue(db: Db, orderId?: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select i.id from order_items i join orders o on o.id = i.order_id
      where ${isPaidClip} and i.video_story is null
        ${orderId === undefined ? sql`and i.render_state in ('none', 'queued')` : sql`and o.id = ${orderId} and i.render_state = 'none'`}
      order by i.id`,
  );
  return found.map((row) => row.id);
}

/** The item's job is sent: none becomes queued (a worker may already have moved it on). */
export async function markQueued(db: Db, itemId: number): Promise<void> {
  await db.execute(sql`update order_items set render_state = 'queued' where id = ${itemId} and render_state = 'none'`);
}

export interface ClipItem {
  id: number;
  orderId: number;
  renderState: string;
  draftVideo: string | null;
  videoStory: string | null;
}

/** A paid clip item by id, or undefined (unknown, unpaid or a simple item). */
export async function findPaidClip(db: Db, itemId: number): Promise<ClipItem | undefined> {
  const [item] = await rows<ClipItem>(
    db,
    sql`select i.id, i.order_id as "orderId", i.render_state as "renderState", i.draft_video as "draftVideo",
        i.video_story as "videoStory"
      from order_items i join orders o on o.id = i.order_id where i.id = ${itemId} and ${isPaidClip}`,
  );
  return item;
}

/**
 * The render starts: state rendering, one more attempt counted. Undefined when there is nothing to render: not a
 * paid clip, already delivered (a delivered video is never replaced behind the shopper's back), or not waiting for a
 * render. A job's first attempt starts from none or queued only: a start-up sweep on another process may send a second
 * job for an item whose first job was already taken (docs/decisions/0030), and that job must find nothing to do. A
 * `retry` may also take over from rendering, left by an attempt whose worker died or was stopped.
 */
export async function startRender(
  db: Db,
  itemId: number,
  { retry = false }: { retry?: boolean } = {},
): Promise<{ attempts: number } | undefined> {
  const [started] = await rows<{ attempts: number }>(
    db,
    sql`update order_items i set render_state = 'rendering', render_attempts = i.render_attempts + 1
      from orders o
      where o.id = i.order_id and i.id = ${itemId} and ${isPaidClip} and i.video_story is null
        and i.render_state in ('none', 'queued' ${retry ? sql`, 'rendering'` : sql``})
      returning i.render_attempts as attempts`,
  );
  return started;
}

export interface RenderSource {
  photos: { file: string; originalPath: string }[];
  captions: CaptionValue[];
  name: string;
  durationSeconds: number;
}

/** What the story is made of: the photos in position order, the captions, and the product's duration. */
export async function renderSource(db: Db, itemId: number): Promise<RenderSource> {
  const photos = await rows<{ file: string; originalPath: string }>(
    db,
    sql`select m.file, m.original_path as "originalPath"
      from order_item_photos p join media m on m.file = p.image
      where p.order_item_id = ${itemId} order by p.position, p.id`,
  );
  const [item] = await rows<{ name: string; captions: CaptionValue[]; duration: number | null }>(
    db,
    sql`select i.name, i.captions, p.clip_duration as duration
      from order_items i left join products p on p.id = i.product_id where i.id = ${itemId}`,
  );
  if (!item) throw new Error(`Order item ${itemId} is gone`);
  const captions = [...item.captions].sort((a, b) => a.position - b.position);
  const durationSeconds = item.duration ?? Math.max(MIN_FALLBACK_SECONDS, photos.length * SECONDS_PER_PHOTO_FALLBACK);
  return { photos, captions, name: item.name, durationSeconds };
}

/**
 * The draft is stored: state draft, its key, rendered now, no error. Answers the key of the draft it replaced (to be
 * removed), or undefined when the item moved on meanwhile (delivered; for a render, also a staff upload that came
 * first, which wins): the caller removes the new file instead.
 */
export async function saveDraft(
  db: Db,
  itemId: number,
  draftKey: string,
  { rendered }: { rendered: boolean },
): Promise<{ replaced: string | null } | undefined> {
  const [saved] = await rows<{ replaced: string | null }>(
    db,
    sql`update order_items i set render_state = 'draft', draft_video = ${draftKey}, rendered_at = now(), render_error = null
      from (select id, draft_video from order_items where id = ${itemId} for update) old
      where i.id = old.id and i.video_story is null
        ${rendered ? sql`and i.render_state = 'rendering'` : sql``}
      returning old.draft_video as replaced`,
  );
  return saved;
}

/**
 * A failed attempt: back to queued while retries remain, else failed; the error stays visible to staff either way.
 * Only while the item is still rendering (a staff upload meanwhile keeps its draft).
 */
export async function recordRenderError(db: Db, itemId: number, message: string, final: boolean): Promise<void> {
  await db.execute(
    sql`update order_items set render_state = ${final ? 'failed' : 'queued'}, render_error = ${message}
      where id = ${itemId} and render_state = 'rendering' and video_story is null`,
  );
}

/** Staff asked for a new render: queued again, error cleared. False when the item is not a paid clip or is delivered. */
export async function requeue(db: Db, itemId: number): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    db,
    sql`update order_items i set render_state = 'queued', render_error = null from orders o
      where o.id = i.order_id and i.id = ${itemId} and ${isPaidClip} and i.video_story is null
      returning i.id`,
  );
  return changed.length === 1;
}

/** Staff approve the draft (delivered right after). False when there is no undelivered draft. */
export async function approveDraft(db: Db, itemId: number): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    db,
    sql`update order_items set approved_at = coalesce(approved_at, now())
      where id = ${itemId} and render_state = 'draft' and video_story is null returning id`,
  );
  return changed.length === 1;
}

/** Drafts to deliver now: approved ones, and those whose due time has passed. */
export async function deliverableItems(db: Db, itemId?: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select i.id from order_items i join orders o on o.id = i.order_id
      where ${isPaidClip} and i.render_state = 'draft' and i.video_story is null
        and (i.approved_at is not null or ${dueAtSql} <= now())
        ${itemId === undefined ? sql`` : sql`and i.id = ${itemId}`}
      order by i.id`,
  );
  return found.map((row) => row.id);
}

/** The video's public id: 128 random bits, URL-safe. */
export const newVideoStoryId = () => randomBytes(16).toString('base64url');

export interface DeliveredItem {
  id: number;
  orderId: number;
  userId: number;
  email: string;
  name: string;
}

/**
 * Delivers one draft (video_story and delivered_at set); undefined when another worker got there first, so whoever
 * gets the row sends the mail, once.
 */
export async function deliver(db: Db, itemId: number): Promise<DeliveredItem | undefined> {
  const [delivered] = await rows<DeliveredItem>(
    db,
    sql`update order_items i set video_story = ${newVideoStoryId()}, delivered_at = now()
      from orders o join users u on u.id = o.user_id
      where o.id = i.order_id and i.id = ${itemId} and i.render_state = 'draft' and i.video_story is null
      returning i.id, i.order_id as "orderId", o.user_id as "userId", ${orderMailAddress(sql`o`, sql`u`)} as email, i.name`,
  );
  return delivered;
}
