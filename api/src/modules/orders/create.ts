import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CaptionValue, CreateOrder } from '@shop/shared/contracts';
import { ProductType } from '@shop/shared/constants';
import {
  cartTotals,
  checkoutReadiness,
  lineCosts,
  lineDiscounts,
  type CouponRule,
  type PricedLine,
} from '@shop/shared/pricing';
import type { Db } from '../../db/client';
import { cartItems, carts, couponRedemptions, orderItems, orders } from '../../db/schema';
import { rows } from '../../db/sql';
import { HttpError } from '../../lib/http-error';
import { cartIdOf, captionValuesJson } from '../cart/repository';
import { addPopularity, POPULARITY_WEIGHT } from '../catalog/repository';
import { couponUsableBy } from '../coupons/repository';
import { ONE_TIME_COUPON_TYPES } from '../coupons/rules';
import { markOrderPaid } from './payment';
import { checkBilling, checkOrderEmail, ORDER_TEXTS } from './request';

// POST /api/order: the signed-in user's cart becomes an order, in one transaction that holds the cart's row lock (as
// every cart change does, cart/repository.ts), so the cart read here is the cart ordered and two orders of one cart
// run one after the other. Prices, readiness and the coupon are worked out again here with @shop/shared/pricing from
// the current products and options: nothing the browser computed is trusted.

interface CartLineRow {
  id: number;
  product_id: number;
  type: number;
  name: string;
  slug: string;
  price_cents: number;
  is_available: boolean;
  quantity: number;
  additional_photo_count: number;
  gift_video_story: boolean;
  lead_id: number | null;
  lead_caption: string | null;
  lead_price_cents: number | null;
  lead_period: number | null;
  /** JSON: CaptionValue[] with today's labels, for the fields that still exist. */
  captions: string;
  /** JSON: the product's caption fields {id, label, position}. */
  caption_fields: string;
  photo_count: number;
  /** JSON: the product's picture names in order. */
  preview: string;
}

/** The cart's coupon, with the cart's own rule for whether this user may still use it. */
interface CouponRow extends CouponRule {
  id: number;
}

const readCart = (tx: Db, cartId: number) =>
  rows<CartLineRow>(
    tx,
    sql`select ci.id, ci.product_id, p.type, p.name, p.slug, p.price_cents, p.is_available, ci.quantity, ci.additional_photo_count,
        ci.gift_video_story, l.id as lead_id, l.caption as lead_caption, l.price_cents as lead_price_cents, l.period as lead_period,
        ${captionValuesJson} as captions,
        coalesce((select json_agg(json_build_object('id', f.id, 'label', f.label, 'position', f.position) order by f.position, f.id)
          from caption_fields f where f.product_id = ci.product_id), '[]'::json)::text as caption_fields,
        (select count(*) from cart_item_images i where i.cart_item_id = ci.id)::int as photo_count,
        coalesce((select json_agg(pi.image order by pi.position, pi.id) from product_images pi where pi.product_id = p.id), '[]'::json)::text as preview
      from cart_items ci
      join products p on p.id = ci.product_id
      left join lead_time_prices l on l.id = ci.lead_time_price_id
      where ci.cart_id = ${cartId}
      order by ci.created_at, ci.id`,
  );

const readCoupon = async (tx: Db, cartId: number, userId: number) =>
  (
    await rows<CouponRow>(
      tx,
      sql`select k.id, k.type, k.percent, ${couponUsableBy(userId)} as usable
        from carts c join coupons k on k.id = c.coupon_id where c.id = ${cartId}`,
    )
  )[0];

const pricedLine = (row: CartLineRow): PricedLine => ({
  productType: row.type,
  productPriceCents: row.price_cents,
  quantity: row.quantity,
  additionalPhotoCount: row.additional_photo_count,
  leadTimePriceCents: row.lead_price_cents,
  giftVideoStory: row.gift_video_story,
  isAvailable: row.is_available,
});

/** Each line's costs and discount, and the totals of the available lines, with the coupon or without (null). */
function price(lines: CartLineRow[], coupon: CouponRule | null) {
  const priced = lines.map(pricedLine);
  const discounts = coupon ? lineDiscounts(priced, coupon) : [];
  const costs = priced.map((line, index) => ({
    ...lineCosts(line),
    discount: discounts[index] ?? 0,
    isAvailable: line.isAvailable,
  }));
  return { costs, totals: cartTotals(costs) };
}

export interface CreatedOrder {
  id: number;
  /** Paid at once (a free order): the caller sends the confirmation once the transaction has committed. */
  paid: boolean;
  /** The order a request with the same key made before (its answer lost): nothing was made or sent now. */
  repeated?: true;
}

/**
 * Makes the order from the user's cart, or refuses (HttpError 4xx, nothing written): a cart not ready for checkout
 * (409, the first reason), billing missing or wrong when a simple product is ordered (400), no payment method when
 * there is something to pay (400). Only available items are ordered; unavailable ones stay in the cart. A one-time
 * coupon is redeemed by this order (coupon_redemptions, unique per coupon and user): when another order got there
 * first, this one is priced without it. The ordered items leave the cart with their photos, which move to the order
 * items (same media rows and files). An order with nothing to pay is paid at once.
 */
export async function createOrder(db: Db, userId: number, request: CreateOrder): Promise<CreatedOrder> {
  return db.transaction(async (tx) => {
    const cartId = await cartIdOf(tx, userId);
    // After the cart's lock: a repeat sent while the first still runs waits for it and finds its order.
    if (request.requestKey !== undefined) {
      const [made] = await tx
        .select({ id: orders.id, paid: orders.paid })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.requestKey, request.requestKey)));
      if (made) return { ...made, repeated: true as const };
    }
    const lines = await readCart(tx, cartId);
    const readiness = checkoutReadiness(
      lines.map((line) => ({
        isAvailable: line.is_available,
        productType: line.type,
        productName: line.name,
        baseCost: lineCosts(pricedLine(line)).baseCost,
        hasLeadTime: line.lead_id !== null,
        captionFields: JSON.parse(line.caption_fields) as { id: number; label: string; position: number }[],
        captionedFieldIds: (JSON.parse(line.captions) as CaptionValue[]).map((caption) => caption.fieldId),
        photoCount: line.photo_count,
      })),
    );
    if (!readiness.ready) throw new HttpError(409, ORDER_TEXTS.notReady(readiness.reasons[0] ?? ''), 'cart');

    const ordered = lines.filter((line) => line.is_available);
    const needsBilling = ordered.some((line) => line.type === ProductType.SIMPLE);
    const email = checkOrderEmail(request.email);
    const billing = needsBilling ? checkBilling(request) : null;

    const coupon = await readCoupon(tx, cartId, userId);
    const oneTime = coupon !== undefined && ONE_TIME_COUPON_TYPES.includes(coupon.type);
    let { costs, totals } = price(lines, coupon ?? null);
    let redemptionId: number | undefined;
    if (coupon && oneTime && totals.discount > 0) {
      // The unique (coupon, user) row decides which order uses a one-time coupon, whatever else runs at the same time.
      const [redemption] = await tx
        .insert(couponRedemptions)
        .values({ couponId: coupon.id, userId })
        .onConflictDoNothing()
        .returning({ id: couponRedemptions.id });
      redemptionId = redemption?.id;
      if (!redemption) ({ costs, totals } = price(lines, null));
    }
    if (totals.total > 0 && !request.paymentMethod)
      throw new HttpError(400, ORDER_TEXTS.paymentMethodRequired, 'paymentMethod');
    // The shopper agreed to the total the checkout showed; a cart changed since (another device, a one-time coupon
    // used up by another order) would be charged another. Thrown in the transaction: the redemption goes too.
    if (request.expectedTotal !== undefined && Math.round(request.expectedTotal * 100) !== totals.total)
      throw new HttpError(409, ORDER_TEXTS.cartChanged, 'cart');

    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        subtotalCents: totals.subtotal,
        discountCents: totals.discount,
        taxCents: totals.tax,
        totalCents: totals.total,
        email,
        billing,
        paymentMethod: totals.total > 0 ? request.paymentMethod : null,
        couponId: totals.discount > 0 ? coupon?.id : null,
        requestKey: request.requestKey ?? null,
      })
      .returning({ id: orders.id, couponId: orders.couponId });
    if (!order) throw new Error('The order row was not written');

    for (const [index, line] of lines.entries()) {
      const cost = costs[index];
      if (!line.is_available || !cost) continue;
      const [item] = await tx
        .insert(orderItems)
        .values({
          orderId: order.id,
          productId: line.product_id,
          type: line.type,
          name: line.name,
          slug: line.slug,
          preview: JSON.parse(line.preview) as string[],
          quantity: line.quantity,
          priceCents: cost.baseCost - cost.discount,
          baseCostCents: cost.baseCost,
          discountCents: cost.discount,
          additionalPhotoCount: line.additional_photo_count,
          giftVideoStory: line.gift_video_story,
          leadTime:
            line.type === ProductType.CLIP && line.lead_id !== null
              ? {
                  id: line.lead_id,
                  caption: line.lead_caption ?? '',
                  priceCents: line.lead_price_cents ?? 0,
                  period: line.lead_period ?? 0,
                }
              : null,
          captions: JSON.parse(line.captions) as CaptionValue[],
        })
        .returning({ id: orderItems.id });
      if (!item) throw new Error('The order item row was not written');
      // The photos move: new rows on the order item for the same media; the cart's rows go with the cart item below.
      await tx.execute(
        sql`insert into order_item_photos (order_item_id, image, position, created_at)
          select ${item.id}, i.image, (row_number() over (order by i.position, i.id) - 1)::int, i.created_at
          from cart_item_images i where i.cart_item_id = ${line.id}`,
      );
    }

    await tx.delete(cartItems).where(
      inArray(
        cartItems.id,
        ordered.map((line) => line.id),
      ),
    );
    // The cart's weight goes with its rows; the order adds its own once paid (an unpaid order, none).
    await addPopularity(
      tx,
      ordered.map((line) => line.product_id),
      -POPULARITY_WEIGHT.cart,
    );
    if (redemptionId !== undefined)
      await tx.update(couponRedemptions).set({ orderId: order.id }).where(eq(couponRedemptions.id, redemptionId));
    if (order.couponId !== null) {
      // The coupon goes with the order it took money off: the next cart starts without one, one-time or not (a
      // regular code left on the cart discounted the shopper's next purchase unasked).
      await tx
        .update(carts)
        .set({ couponId: null, updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    }
    const paid = totals.total === 0 && (await markOrderPaid(tx, order.id, new Date()));
    return { id: order.id, paid };
  });
}
