import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { CatalogQuery, PopularQuery, Product } from '@shop/shared/contracts';
import type { Db } from '../../db/client';
import { rows, sqlList } from '../../db/sql';
import {
  defaultOrder,
  filterConditions,
  prefixQuery,
  productJson,
  seedNumber,
  sortKey,
  whereClause,
} from './product-sql';

// Catalogue reads. Each answers the JSON text PostgreSQL built, ready to send.

/** GET /api/catalog: { data, total, pagination } for one page (or the first `_limit`), in one statement. */
export async function catalogPageJson(db: Db, query: CatalogQuery): Promise<string> {
  const [row] = await rows<{ body: string }>(db, catalogPageQuery(query));
  if (!row) throw new Error('The catalogue query answered no row');
  return row.body;
}

/** The statement behind catalogPageJson (scripts/explain-catalog.ts prints its plans). */
export function catalogPageQuery(query: CatalogQuery): SQL {
  const keyword = query.q?.trim();
  // null: a keyword with nothing searchable in it ("!!!") matches nothing.
  const tsquery = keyword ? (prefixQuery(keyword) ?? null) : undefined;
  const where = whereClause(filterConditions(query._filter, tsquery));
  const perPage = query._limit ?? query._perPage;
  const page = query._limit ? 1 : query._page;
  const sort = sortKey(query._sort, query._order ?? defaultOrder(query._sort), {
    tsquery: tsquery ?? undefined,
    seed: query.seed ? seedNumber(query.seed) : randomInt(2 ** 31),
  });
  const direction = sql.raw(sort.order);
  const tie = sql.raw(sort.tieOrder ?? sort.order);
  return sql`select json_build_object(
      'data', coalesce((
        select json_agg(${productJson(null)} order by pg.k ${direction}${sort.nulls}, pg.id ${tie})
        from (select p.id, ${sort.key} as k from products p ${where} order by k ${direction}${sort.nulls}, p.id ${tie} limit ${perPage} offset ${(page - 1) * perPage}) pg
        join products p on p.id = pg.id), '[]'::json),
      'total', t.total,
      'pagination', json_build_object('page', ${page}::int, 'perPage', ${perPage}::int, 'pages', ceil(t.total / ${perPage}::numeric)::int))::text as body
    from (select count(*)::int as total from products p ${where}) t`;
}

/** GET /api/catalog/{slug}: the product as JSON text, or undefined. */
export async function productBySlugJson(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await rows<{ body: string }>(
    db,
    sql`select ${productJson(null)}::text as body from products p where p.slug = ${slug}`,
  );
  return row?.body;
}

/** GET /api/catalog/popular: the most popular products, optionally of some categories and of one type. */
export async function popularJson(db: Db, query: PopularQuery): Promise<string> {
  const [row] = await rows<{ body: string }>(db, popularQuery(query));
  return row?.body ?? '[]';
}

export function popularQuery({ categories, limit, type }: PopularQuery): SQL {
  const where = whereClause(
    filterConditions(
      {
        ...(categories?.length ? { categories: { operator: 'in', value: categories } } : {}),
        ...(type === undefined ? {} : { type: { operator: 'eq', value: type } }),
      },
      undefined,
    ),
  );
  return sql`select coalesce(json_agg(${productJson(null)} order by pg.popularity desc, pg.id desc), '[]'::json)::text as body
      from (select p.id, p.popularity from products p ${where} order by p.popularity desc, p.id desc limit ${limit}) pg
      join products p on p.id = pg.id`;
}

/**
 * A visitor's answer (one product, a list, or { data: [...] }) with onWishlist/inCart set for a user, from one query
 * over the answer's product ids.
 */
export async function withUserFlags(db: Db, body: string, userId: number): Promise<string> {
  const parsed = JSON.parse(body) as Product | Product[] | { data: Product[] };
  const list = Array.isArray(parsed) ? parsed : 'data' in parsed ? parsed.data : [parsed];
  if (list.length === 0) return body;
  const ids = sqlList(list.map((product) => product.id));
  const flags = await rows<{ product_id: number; kind: 'wishlist' | 'cart' }>(
    db,
    sql`select product_id, 'wishlist' as kind from wishlist_entries where user_id = ${userId} and product_id in (${ids})
      union all
      select ci.product_id, 'cart' from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = ${userId} and ci.product_id in (${ids})`,
  );
  const wishlist = new Set(flags.filter((flag) => flag.kind === 'wishlist').map((flag) => flag.product_id));
  const cart = new Set(flags.filter((flag) => flag.kind === 'cart').map((flag) => flag.product_id));
  for (const product of list) {
    product.onWishlist = wishlist.has(product.id);
    product.inCart = cart.has(product.id);
  }
  return JSON.stringify(parsed);
}

/** Whether a product with this id exists (available or not). */
export async function productExists(db: Db, productId: number): Promise<boolean> {
  const found = await rows(db, sql`select 1 from products where id = ${productId}`);
  return found.length > 0;
}

/**
 * Signals of interest move a product's popularity (docs/decisions/0012): +1 per wishlist entry, +2 per cart item, each
 * taken back when its row goes (also with the account), and +3 per item of a paid order, kept.
 */
export const POPULARITY_WEIGHT = { wishlist: 1, cart: 2, paid: 3 } as const;

export async function addPopularity(db: Db, productIds: number[], amount: number): Promise<void> {
  if (productIds.length === 0 || amount === 0) return;
  await db.execute(
    sql`update products set popularity = greatest(popularity + ${amount}, 0) where id in (${sqlList(productIds)})`,
  );
}

/** The paid order's products gain a purchase's weight (run once, with the order's unpaid → paid transition). */
export async function addPaidOrderPopularity(db: Db, orderId: number): Promise<void> {
  await db.execute(
    sql`update products set popularity = popularity + ${POPULARITY_WEIGHT.paid}
      where id in (select product_id from order_items where order_id = ${orderId})`,
  );
}

/** Takes back what a user's wishlist entries and cart items added, before they go with the account. */
export async function takeBackInterestOf(db: Db, userId: number): Promise<void> {
  await db.execute(
    sql`update products p set popularity = greatest(p.popularity - interest.weight, 0)
      from (select product_id, sum(weight)::int as weight from (
          select product_id, ${POPULARITY_WEIGHT.wishlist}::int as weight from wishlist_entries where user_id = ${userId}
          union all
          select ci.product_id, ${POPULARITY_WEIGHT.cart}::int from cart_items ci join carts c on c.id = ci.cart_id
          where c.user_id = ${userId}
        ) rows group by product_id) interest
      where p.id = interest.product_id`,
  );
}
