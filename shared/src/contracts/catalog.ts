import {
  array,
  boolean,
  coerce,
  defaulted,
  enums,
  integer,
  literal,
  min,
  max,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import { id } from './id';
import {
  CATALOG_MAX_PAGE,
  CATALOG_MAX_PER_PAGE,
  CATALOG_PAGE_SIZE,
  POPULAR_CAROUSEL_LIMIT,
  ProductType,
  SEARCH_KEYWORD_MAX_LENGTH,
  SORT_FIELDS,
  SORT_ORDERS,
} from '../constants';

// Catalogue and wishlist calls (storefront §3, §4, §9; the cart's are in cart.ts). Prices are dollars (numbers with
// cents), durations seconds, picture amounts image counts — the same units in products, filters and /api/initiate's
// filterParams.
// The API validates requests with these structs (query strings are coerced: "3" → 3), so a failure is a 400
// { message, field } naming the query or body key, e.g. field "_filter.price.operator".

/** A query-string integer: "12" → 12; anything else ("", "1.5", "x") fails as not an integer. */
const queryInt = () => coerce(integer(), string(), (value) => (value.trim() === '' ? Number.NaN : Number(value)));

// ---------------------------------------------------------------------------------------------------------------
// Product

export const CAPTION_FIELD_TYPES = ['text', 'date', 'time', 'datetime', 'number', 'choice'] as const;
export type CaptionFieldType = (typeof CAPTION_FIELD_TYPES)[number];

export const CaptionFieldStruct = object({
  id: integer(),
  label: string(),
  position: integer(),
  type: enums(CAPTION_FIELD_TYPES),
  required: boolean(),
  /** min/max for number fields, options for choice fields; {} otherwise. */
  parameters: object({ min: optional(number()), max: optional(number()), options: optional(array(string())) }),
});
export type CaptionField = Infer<typeof CaptionFieldStruct>;

export const ClipPropertiesStruct = object({ imageCount: integer(), duration: integer() });
export type ClipProperties = Infer<typeof ClipPropertiesStruct>;

/** A product as every catalogue call answers it (list, detail, popular, wishlist entries). */
export const ProductStruct = object({
  id: integer(),
  slug: string(),
  name: string(),
  description: string(),
  /** Dollars, e.g. 19.99. */
  price: number(),
  type: enums([ProductType.SIMPLE, ProductType.CLIP]),
  isAvailable: boolean(),
  /** Video file name for GET /api/media/{file}; null when the product has none. */
  preview: nullable(string()),
  /** Image file names in display order. */
  images: array(object({ image: string() })),
  /** Category ids. */
  categories: array(integer()),
  /** Clips only (null for simple products): picture count and duration in seconds. */
  clipProperties: nullable(ClipPropertiesStruct),
  /** Ordered by position; empty for simple products. */
  captionFields: array(CaptionFieldStruct),
  /** ISO 8601 creation time. */
  ctime: string(),
  popularity: integer(),
  /** For the signed-in user (false for visitors: their wishlist and cart live in the browser). */
  onWishlist: boolean(),
  inCart: boolean(),
});
export type Product = Infer<typeof ProductStruct>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/catalog

/**
 * `_filter` is a JSON object keyed by field; each value is one condition { operator, value }:
 * - price, duration, amount: { operator: "between", value: [from, to] } (inclusive; the two ends may come in either
 *   order). price in dollars, duration in seconds, amount = picture count. duration/amount match clips only.
 * - categories: { operator: "in", value: [categoryId, ...] } (non-empty; a product in any of them matches).
 * - id: { operator: "in" | "not-in", value: [productId, ...] }. A bare array is short for "in": {"id": [3, 5]}
 *   (the product cache's call, storefront §7).
 * - type: { operator: "eq", value: 1 | 2 }.
 * Unknown fields or operators, and text that is not JSON, answer 400 with field "_filter" or "_filter.<key>...".
 */
const between = () => object({ operator: literal('between'), value: size(array(min(number(), 0)), 2, 2) });
const idList = (minItems: number) => size(array(id()), minItems, CATALOG_MAX_PER_PAGE * 2);
const inIds = (minItems: number) =>
  coerce(object({ operator: enums(['in', 'not-in']), value: idList(minItems) }), array(), (value) => ({
    operator: 'in',
    value,
  }));

export const CatalogFilterConditionsStruct = object({
  price: optional(between()),
  duration: optional(between()),
  amount: optional(between()),
  categories: optional(object({ operator: literal('in'), value: size(array(id()), 1, 100) })),
  id: optional(inIds(0)),
  type: optional(object({ operator: literal('eq'), value: enums([ProductType.SIMPLE, ProductType.CLIP]) })),
});
export type CatalogFilterConditions = Infer<typeof CatalogFilterConditionsStruct>;

/** `_filter` as it travels: a JSON string that must parse to CatalogFilterConditions. */
export const CatalogFilterParamStruct = coerce(CatalogFilterConditionsStruct, string(), (text) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
});

/** Builds the `_filter` query value (keys sorted, so equal filters give equal URLs and cache keys). */
export function encodeCatalogFilter(conditions: CatalogFilterConditions): string {
  const sorted = Object.fromEntries(
    Object.entries(conditions)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return JSON.stringify(sorted);
}

/**
 * Query of GET /api/catalog. Unknown query keys answer 400.
 * - `q`: the keyword (full-text over name and description; each word also matches as a prefix; best matches first
 *   unless another `_sort` is given). Blank is ignored.
 * - `_sort`/`_order`: a SORT_OPTIONS pair (constants.ts). Default `default`: best match first with a keyword, else
 *   catalogue order. `_order` defaults to the field's first SORT_OPTIONS order (popularity: desc). For `random` send
 *   the same `seed` with every page of one draw and a new `seed` to re-draw (without one, every call draws anew).
 * - `_page` (default 1, 1-based), `_perPage` (default CATALOG_PAGE_SIZE, 1..CATALOG_MAX_PER_PAGE).
 * - `_limit` (1..CATALOG_MAX_PER_PAGE): the carousel form, first n only — same answer shape, page 1.
 */
export const CatalogQueryStruct = object({
  _page: defaulted(max(min(queryInt(), 1), CATALOG_MAX_PAGE), 1),
  _perPage: defaulted(max(min(queryInt(), 1), CATALOG_MAX_PER_PAGE), CATALOG_PAGE_SIZE),
  _limit: optional(max(min(queryInt(), 1), CATALOG_MAX_PER_PAGE)),
  _sort: defaulted(enums(SORT_FIELDS), 'default'),
  _order: optional(enums(SORT_ORDERS)),
  _filter: optional(CatalogFilterParamStruct),
  q: optional(size(string(), 0, SEARCH_KEYWORD_MAX_LENGTH)),
  /** Random order seed: any short text (the client draws one when the shopper picks Random). */
  seed: optional(size(string(), 1, 64)),
});
export type CatalogQuery = Infer<typeof CatalogQueryStruct>;
/** What a client passes (before coercion): strings or numbers. */
export type CatalogQueryInput = {
  _page?: number;
  _perPage?: number;
  _limit?: number;
  _sort?: (typeof SORT_FIELDS)[number];
  _order?: (typeof SORT_ORDERS)[number];
  _filter?: string;
  q?: string;
  seed?: string;
};

export const PaginationStruct = object({ page: integer(), perPage: integer(), pages: integer() });
export type Pagination = Infer<typeof PaginationStruct>;

/** GET /api/catalog answer. A page beyond the last answers data [] with the real total and pages. */
export const CatalogResponseStruct = object({
  data: array(ProductStruct),
  total: integer(),
  pagination: PaginationStruct,
});
export type CatalogResponse = Infer<typeof CatalogResponseStruct>;

/**
 * GET /api/catalog/popular?categories=1,2&limit=9 → Product[] (most popular first; categories optional). `type` (1 or
 * 2, ours beyond the spec's two) keeps one kind: the product page's "Popular video stories" asks for clips.
 */
export const PopularQueryStruct = object({
  categories: optional(
    coerce(size(array(id()), 0, 100), string(), (text) =>
      text.trim() === '' ? [] : text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part))),
    ),
  ),
  limit: defaulted(max(min(queryInt(), 1), CATALOG_MAX_PER_PAGE), POPULAR_CAROUSEL_LIMIT),
  type: optional(coerce(enums([ProductType.SIMPLE, ProductType.CLIP]), string(), Number)),
});
export type PopularQuery = Infer<typeof PopularQueryStruct>;
export const ProductListStruct = array(ProductStruct);

/** GET /api/catalog/{slug} → Product; unknown slug → 404 { message: "Could not find product" }. */
export const PRODUCT_NOT_FOUND_MESSAGE = 'Could not find product';

// ---------------------------------------------------------------------------------------------------------------
// Wishlist (signed-in users; visitors keep the same entries in the browser)

/** `product` is the full list product (onWishlist true), so the wishlist page needs no other call. */
export const WishlistEntryStruct = object({ product: ProductStruct, addedAt: string() });
export type WishlistEntry = Infer<typeof WishlistEntryStruct>;
/** GET /api/wishlist (and every wishlist change): newest first. */
export const WishlistStruct = array(WishlistEntryStruct);

/** POST /api/wishlist/add and /api/wishlist/remove → Wishlist. Add is idempotent; remove of an absent one is a no-op. */
export const WishlistChangeStruct = object({ product: id() });
export type WishlistChange = Infer<typeof WishlistChangeStruct>;

/**
 * POST /api/wishlist/merge { products: [ids] } → Wishlist: the visitor's browser wishlist joined to the account at
 * sign-in, in one transaction, without duplicates (existing entries keep their addedAt). Ids of products that no
 * longer exist are skipped, so a stale browser list never blocks the merge.
 */
export const WishlistMergeStruct = object({ products: size(array(id()), 0, 500) });
export type WishlistMerge = Infer<typeof WishlistMergeStruct>;
