import { sql, type SQL } from 'drizzle-orm';
import type { CatalogFilterConditions } from '@shop/shared/contracts';
import { ProductType, SORT_OPTIONS, type SortField, type SortOrder } from '@shop/shared/constants';
import { captionType, isoTime, sqlList } from '../../db/sql';

// The catalogue's own SQL, shared by the list, detail, popular and wishlist queries (helpers every module uses are in
// db/sql.ts). Answers are built as JSON by PostgreSQL itself (json_build_object per product, one statement per
// request), so the API passes the text through without parsing and re-serialising it. Every query reads products as
// alias `p`.

/** onWishlist / inCart for a user; constant false for visitors, so their queries skip both lookups. */
function userFlags(userId: number | null): { onWishlist: SQL; inCart: SQL } {
  if (userId === null) return { onWishlist: sql`false`, inCart: sql`false` };
  return {
    onWishlist: sql`exists (select 1 from wishlist_entries w where w.user_id = ${userId} and w.product_id = p.id)`,
    inCart: sql`exists (select 1 from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = ${userId} and ci.product_id = p.id)`,
  };
}

/** One product (ProductStruct) as json, from the row aliased `p`. */
export function productJson(userId: number | null): SQL {
  const { onWishlist, inCart } = userFlags(userId);
  return sql`json_build_object(
    'id', p.id, 'slug', p.slug, 'name', p.name, 'description', p.description,
    'price', (p.price_cents / 100.0)::float8, 'type', p.type, 'isAvailable', p.is_available, 'preview', p.preview,
    'images', coalesce((select json_agg(json_build_object('image', i.image) order by i.position, i.id) from product_images i where i.product_id = p.id), '[]'::json),
    'categories', coalesce((select json_agg(pc.category_id order by pc.category_id) from product_categories pc where pc.product_id = p.id), '[]'::json),
    'clipProperties', case when p.type = ${ProductType.CLIP} then json_build_object('imageCount', p.clip_image_count, 'duration', p.clip_duration) end,
    'captionFields', coalesce((select json_agg(json_build_object('id', f.id, 'label', f.label, 'position', f.position, 'type', ${captionType},
        'required', f.required, 'parameters', f.parameters) order by f.position, f.id) from caption_fields f where f.product_id = p.id), '[]'::json),
    'ctime', ${isoTime(sql`p.ctime`)}, 'popularity', p.popularity, 'onWishlist', ${onWishlist}, 'inCart', ${inCart})`;
}

/** The largest PostgreSQL integer: no column holds more, so a range end beyond it (up to Infinity) is cut to it. */
const MAX_INTEGER = 2 ** 31 - 1;

/** Both ends of an inclusive range, low first, snapped inward to whole units (the columns are integers). */
function range([a = 0, b = 0]: readonly number[], scale = 1): [number, number] {
  const low = Math.min(a, b) * scale;
  const high = Math.max(a, b) * scale;
  // A hair of tolerance: 19.99 * 100 is 1998.9999999999998.
  return [Math.min(Math.ceil(low - 1e-6), MAX_INTEGER), Math.min(Math.floor(high + 1e-6), MAX_INTEGER)];
}

/**
 * Words of a keyword as a prefix tsquery: "birth wed" → 'birth:* & wed:*'. Only letters and digits reach the query,
 * so no tsquery syntax can be injected; undefined when nothing searchable is left.
 */
export function prefixQuery(keyword: string): string | undefined {
  const words = keyword
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8);
  return words?.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/** The WHERE conditions of a catalogue query (alias p). */
export function filterConditions(
  filter: CatalogFilterConditions | undefined,
  tsquery: string | undefined | null,
): SQL[] {
  const where: SQL[] = [];
  if (tsquery === null) where.push(sql`false`);
  else if (tsquery) where.push(sql`p.search @@ to_tsquery('simple', ${tsquery})`);
  if (!filter) return where;
  if (filter.price) {
    const [low, high] = range(filter.price.value, 100);
    where.push(sql`p.price_cents between ${low} and ${high}`);
  }
  if (filter.duration) {
    const [low, high] = range(filter.duration.value);
    where.push(sql`p.clip_duration between ${low} and ${high}`);
  }
  if (filter.amount) {
    const [low, high] = range(filter.amount.value);
    where.push(sql`p.clip_image_count between ${low} and ${high}`);
  }
  if (filter.categories) {
    where.push(
      sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id in (${sqlList(filter.categories.value)}))`,
    );
  }
  if (filter.id) {
    const ids = [...new Set(filter.id.value)];
    if (filter.id.operator === 'in') where.push(ids.length ? sql`p.id in (${sqlList(ids)})` : sql`false`);
    else if (ids.length) where.push(sql`p.id not in (${sqlList(ids)})`);
  }
  if (filter.type) where.push(sql`p.type = ${filter.type.value}`);
  return where;
}

export const whereClause = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/** The order a field sorts in when `_order` is not given: the first SORT_OPTIONS entry for the field. */
export function defaultOrder(field: SortField): SortOrder {
  return SORT_OPTIONS.find((option) => option.field === field)?.order ?? 'asc';
}

/** A 32-bit integer from any seed text (FNV-1a), for hashint4extended's seed. */
export function seedNumber(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * The sort key (alias p) and its direction. The id tie-breaker runs in the same direction, so one (column, id) index
 * serves both orders (scanned backwards for desc); products without clip properties sort last either way.
 */
export function sortKey(
  field: SortField,
  order: SortOrder,
  options: { tsquery?: string | undefined; seed: number },
): { key: SQL; order: SortOrder; nulls: SQL; tieOrder?: SortOrder } {
  const nullsLast = sql` nulls last`;
  switch (field) {
    case 'popularity':
      return { key: sql`p.popularity`, order, nulls: sql`` };
    case 'price':
      return { key: sql`p.price_cents`, order, nulls: sql`` };
    case 'clipProperties.duration':
      return { key: sql`p.clip_duration`, order, nulls: nullsLast };
    case 'clipProperties.imageCount':
      return { key: sql`p.clip_image_count`, order, nulls: nullsLast };
    case 'ctime':
      return { key: sql`p.ctime`, order, nulls: sql`` };
    case 'random':
      // A hash of the id with the draw's seed: the same seed gives the same order on every page, a new seed a new one.
      return { key: sql`hashint4extended(p.id, ${options.seed})`, order: 'asc', nulls: sql`` };
    case 'default':
      // Best match first when searching, else catalogue order (oldest id first: the seed lists newest products first).
      return options.tsquery
        ? {
            key: sql`ts_rank(p.search, to_tsquery('simple', ${options.tsquery}))`,
            order: 'desc',
            nulls: sql``,
            tieOrder: 'asc',
          }
        : { key: sql`p.id`, order: 'asc', nulls: sql`` };
  }
}
