import { sql } from 'drizzle-orm';
import type { CaptionValue, Order, OrderItem, OrderRefund, UploadedPhoto } from '@shop/shared/contracts';
import { toDollars } from '@shop/shared/pricing';
import type { Db } from '../../db/client';
import type { LeadTimeSnapshot } from '../../db/schema';
import { isoTime, rows } from '../../db/sql';
import { photoListJson } from '../photo-lists/positions';
import { videoLinks } from '../video/links';

// GET /api/orders: the signed-in user's orders, newest first, as OrderListStruct (money in dollars). A delivered video
// comes with its signed links (docs/decisions/0022), made with `linkSecret` at `now`.

interface OrderRow {
  id: number;
  paid: boolean;
  paid_at: string | null;
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
  created_at: string;
  /** JSON: the items with their photos. */
  items: string;
  /** JSON: the payments refunded or being refunded (RefundJson). */
  refunds: string;
}

interface RefundJson {
  amountCents: number;
  speedUp: string | null;
  reason: OrderRefund['reason'];
  refundedAt: string | null;
}

interface ItemJson {
  id: number;
  type: number;
  name: string;
  productSlug: string;
  preview: string[];
  priceCents: number;
  baseCostCents: number;
  quantity: number;
  status: OrderItem['status'];
  trackingNumber: string | null;
  videoStory: string | null;
  leadTime: LeadTimeSnapshot | null;
  createdAt: string;
  speedUp: LeadTimeSnapshot | null;
  captions: CaptionValue[];
  photos: UploadedPhoto[];
}

const leadTime = (option: LeadTimeSnapshot | null) =>
  option && { id: option.id, caption: option.caption, price: toDollars(option.priceCents), period: option.period };

export async function listOrders(db: Db, userId: number, linkSecret: string, now = new Date()): Promise<Order[]> {
  const found = await rows<OrderRow>(
    db,
    sql`select o.id, o.paid, ${isoTime(sql`o.paid_at`)} as paid_at, o.subtotal_cents, o.discount_cents, o.tax_cents, o.total_cents,
        ${isoTime(sql`o.created_at`)} as created_at,
        coalesce((select json_agg(json_build_object('id', it.id, 'type', it.type, 'name', it.name, 'productSlug', it.slug,
            'preview', it.preview, 'priceCents', it.price_cents, 'baseCostCents', it.base_cost_cents, 'quantity', it.quantity, 'status', it.status,
            'trackingNumber', it.tracking_number, 'videoStory', it.video_story, 'leadTime', it.lead_time,
            'createdAt', ${isoTime(sql`it.created_at`)}, 'speedUp', it.speed_up, 'captions', it.captions,
            'photos', ${photoListJson(sql`order_item_photos ph where ph.order_item_id = it.id`)})
            order by it.id)
          from order_items it where it.order_id = o.id), '[]'::json)::text as items,
        coalesce((select json_agg(json_build_object('amountCents', ps.amount_cents, 'speedUp', ps.speed_up->>'caption',
            'reason', ps.refund_reason, 'refundedAt', ${isoTime(sql`ps.refunded_at`)}) order by ps.created_at, ps.id)
          from payment_sessions ps where ps.order_id = o.id and ps.refund_reason is not null), '[]'::json)::text as refunds
      from orders o
      where o.user_id = ${userId}
      order by o.created_at desc, o.id desc`,
  );
  return found.map((order) => ({
    id: order.id,
    paid: order.paid,
    paidAt: order.paid_at,
    subtotal: toDollars(order.subtotal_cents),
    discount: toDollars(order.discount_cents),
    tax: toDollars(order.tax_cents),
    totalCost: toDollars(order.total_cents),
    createdAt: order.created_at,
    items: (JSON.parse(order.items) as ItemJson[]).map(
      ({ priceCents, baseCostCents, leadTime: lead, speedUp, ...item }) => ({
        ...item,
        price: toDollars(priceCents),
        baseCost: toDollars(baseCostCents),
        leadTimePrice: leadTime(lead),
        speedUp: leadTime(speedUp),
        videoLinks: item.videoStory === null ? null : videoLinks(linkSecret, item.videoStory, now),
      }),
    ),
    refunds: (JSON.parse(order.refunds) as RefundJson[]).map(({ amountCents, ...refund }) => ({
      ...refund,
      amount: toDollars(amountCents),
    })),
  }));
}

/** The media names of the user's order photos (account deletion removes them with the account). */
export async function orderPhotoNames(db: Db, userId: number): Promise<string[]> {
  const found = await rows<{ image: string }>(
    db,
    sql`select ph.image from order_item_photos ph join order_items it on it.id = ph.order_item_id join orders o on o.id = it.order_id
      where o.user_id = ${userId}`,
  );
  return found.map((row) => row.image);
}
