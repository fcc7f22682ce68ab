import type { CartItem, CartItemChange } from '@shop/shared/contracts';
import { ProductType } from '@shop/shared/constants';
import type { Db } from '../../db/client';
import { refusableTransaction, type Outcome } from '../../db/transaction';
import { addPopularity, POPULARITY_WEIGHT } from '../catalog/repository';
import { leadTimeOptions } from '../lead-times/repository';
import * as carts from './repository';
import { changeRefusal, columnsOf, mergedItems, newItem, pricedCart, type CartRefusal } from './rules';

// The signed-in user's cart (docs/decisions/0012, 0014): every change runs in a transaction that first locks the
// user's cart row (cartIdOf), so two tabs' changes run one after the other; a refusal writes nothing.

/** The cart answer (CartStruct), priced from the current products, lead times and coupon. */
export async function listCart(db: Db, userId: number): Promise<CartItem[]> {
  return pricedCart(await carts.cartRows(db, userId));
}

/**
 * POST /api/cart/update: creates the product's item or changes the fields given (upsert on cart+product). Refused:
 * an unknown product, a new item for an unavailable product, and what changeRefusal refuses.
 */
export async function updateCartItem(db: Db, userId: number, change: CartItemChange): Promise<Outcome<void, CartRefusal>> {
  const product = (await carts.productFacts(db, [change.product])).get(change.product);
  if (!product) return { ok: false, refusal: { reason: 'unknownProduct' } };
  const options = change.leadTimePrice != null ? (await leadTimeOptions(db)).ids : new Set<number>();
  const refusal = changeRefusal(change, product, options);
  if (refusal) return { ok: false, refusal };

  const columns = columnsOf(change, product);
  return refusableTransaction<void, CartRefusal>(db, async (tx, refuse) => {
    const cartId = await carts.cartIdOf(tx, userId);
    if (!product.isAvailable && !(await carts.hasItem(tx, cartId, product.id))) return refuse({ reason: 'unavailable' });
    const leadTime =
      columns.leadTimePriceId !== undefined
        ? columns.leadTimePriceId
        : product.type === ProductType.CLIP
          ? (await leadTimeOptions(tx)).defaultId
          : null;
    const inserted = await carts.upsertItem(tx, cartId, newItem(product.id, columns, leadTime), columns);
    if (inserted) await addPopularity(tx, [product.id], POPULARITY_WEIGHT.cart);
  });
}

/**
 * POST /api/cart/remove: only the user's own item (else refused, nothing removed). Its photo rows go with it; answers
 * their media names, for the caller to remove once this has committed.
 */
export async function removeCartItem(db: Db, userId: number, itemId: number): Promise<Outcome<string[], CartRefusal>> {
  return refusableTransaction<string[], CartRefusal>(db, async (tx, refuse) => {
    await carts.cartIdOf(tx, userId);
    const photos = await carts.itemPhotoNames(tx, itemId);
    const product = await carts.deleteItem(tx, userId, itemId);
    if (product === undefined) return refuse({ reason: 'unknownItem' });
    await addPopularity(tx, [product], -POPULARITY_WEIGHT.cart);
    return photos;
  });
}

/**
 * POST /api/cart/merge: the visitor's browser cart joined to the account's in one transaction (rules: mergedItems,
 * repository: mergeItems). A merge with the key of the last one (a retry after a lost answer) changes nothing.
 */
export async function mergeCart(db: Db, userId: number, changes: CartItemChange[], mergeKey?: string): Promise<void> {
  const facts = await carts.productFacts(db, [...new Set(changes.map((change) => change.product))]);
  const leadTimes = await leadTimeOptions(db);
  const items = mergedItems(changes, facts, leadTimes.ids, leadTimes.defaultId);
  await db.transaction(async (tx) => {
    const cartId = await carts.cartIdOf(tx, userId);
    if (mergeKey !== undefined && !(await carts.claimMergeKey(tx, cartId, mergeKey))) return;
    const added = await carts.mergeItems(
      tx,
      cartId,
      items.filter((item) => !item.isClip).map((item) => item.row),
      items.filter((item) => item.isClip).map((item) => item.row),
    );
    await addPopularity(tx, added, POPULARITY_WEIGHT.cart);
  });
}
