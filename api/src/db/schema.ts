import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { COUPON_CODE_MAX_LENGTH, NavigationGroup } from '@shop/shared/constants';
import { ABOUT_SECTION_KEYS, type Billing, type CaptionValue } from '@shop/shared/contracts';
import { REFUND_REASONS, type RefundReason } from '@shop/shared/refunds';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const mediaKind = pgEnum('media_kind', ['image', 'video']);

/** Every served file; other tables point at `file`, the public name used in /api/media/{file}. */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    file: text('file').notNull().unique(),
    kind: mediaKind('kind').notNull(),
    /** Relative to MEDIA_DIR. */
    originalPath: text('original_path').notNull(),
    mime: text('mime').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (table) => [check('media_file_name', sql`${table.file} ~* '^[a-z0-9][a-z0-9._-]*$'`)],
);

/** PostgreSQL full-text document; read only through SQL (@@, ts_rank). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const mediaFile = (name: string) =>
  text(name).references(() => media.file, { onDelete: 'set null', onUpdate: 'cascade' });

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: mediaFile('image'),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    /** ProductType: 1 simple, 2 clip. */
    type: smallint('type').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    preview: mediaFile('preview'),
    clipImageCount: integer('clip_image_count'),
    /** Seconds. */
    clipDuration: integer('clip_duration'),
    ctime: timestamp('ctime', { withTimezone: true }).notNull().defaultNow(),
    popularity: integer('popularity').notNull().default(0),
    /**
     * Keyword search document (docs/decisions/0011): 'simple' configuration (no stemming, so a typed prefix of any word
     * matches with `word:*`), name weighted A over description B for ranking. Kept by PostgreSQL itself.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, "name"), 'A') || setweight(to_tsvector('simple'::regconfig, "description"), 'B')`,
      ),
  },
  (table) => [
    check('products_price_not_negative', sql`${table.priceCents} >= 0`),
    check('products_type', sql`${table.type} in (1, 2)`),
    check(
      'products_clip_properties',
      sql`${table.type} = 1 or (${table.clipImageCount} > 0 and ${table.clipDuration} > 0)`,
    ),
    index('products_popularity_idx').on(table.popularity.desc()),
    index('products_ctime_idx').on(table.ctime),
    index('products_price_idx').on(table.priceCents),
    index('products_type_idx').on(table.type),
    // Catalogue filters and sorts, chosen from EXPLAIN ANALYZE on 10,000 products (docs/decisions/0011).
    // Products are written rarely and searched on every keystroke: no pending list, which a search scans linearly.
    index('products_search_idx').using('gin', table.search).with({ fastupdate: false }),
    // (key, id) in both directions: sorted pages stop after offset + limit rows instead of sorting every product.
    index('products_popularity_id_idx').on(table.popularity, table.id),
    // Counts by type (the related carousel) from the index alone, without reading the wide rows.
    index('products_type_id_idx').on(table.type, table.id),
    index('products_price_id_idx').on(table.priceCents, table.id),
    index('products_clip_duration_id_idx').on(table.clipDuration, table.id),
    index('products_clip_duration_desc_id_idx').on(table.clipDuration.desc().nullsLast(), table.id.desc().nullsFirst()),
    index('products_clip_image_count_id_idx').on(table.clipImageCount, table.id),
    index('products_clip_image_count_desc_id_idx').on(
      table.clipImageCount.desc().nullsLast(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text('image')
      .notNull()
      .references(() => media.file, { onUpdate: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [index('product_images_product_position_idx').on(table.productId, table.position)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_categories_category_idx').on(table.categoryId),
  ],
);

export const captionFields = pgTable(
  'caption_fields',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull(),
    /** FieldDataType from @shop/shared/constants. */
    dataType: smallint('data_type').notNull(),
    required: boolean('required').notNull().default(false),
    /** {min, max} for numbers, {options} for choices. */
    parameters: jsonb('parameters').$type<{ min?: number; max?: number; options?: string[] }>().notNull().default({}),
  },
  (table) => [
    index('caption_fields_product_position_idx').on(table.productId, table.position),
    check('caption_fields_data_type', sql`${table.dataType} between 1 and 8`),
  ],
);

export const leadTimePrices = pgTable(
  'lead_time_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caption: text('caption').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Hours until the video is ready. */
    period: integer('period').notNull(),
  },
  (table) => [
    check('lead_time_prices_price_not_negative', sql`${table.priceCents} >= 0`),
    check('lead_time_prices_period_positive', sql`${table.period} > 0`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    avatar: mediaFile('avatar'),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    post: text('post').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [check('reviews_rating', sql`${table.rating} between 1 and 5`)],
);

export const navigationGroup = pgEnum('navigation_group', [
  NavigationGroup.HEADER,
  NavigationGroup.FOOTER_PRIMARY,
  NavigationGroup.FOOTER_SECONDARY,
]);

export const navigationEntries = pgTable(
  'navigation_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    path: text('path').notNull(),
    group: navigationGroup('group').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('navigation_entries_group_position_idx').on(table.group, table.position)],
);

export const editableTexts = pgTable('editable_texts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  definedName: text('defined_name').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('faqs_position_idx').on(table.position)],
);

export const contentPages = pgTable('content_pages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  shortTitle: text('short_title').notNull(),
  /** HTML, sanitised when saved. */
  content: text('content').notNull(),
  updatedAt: updatedAt(),
});

/** Declaration order is display order: Postgres sorts enum values by it. */
export const aboutSectionKey = pgEnum('about_section_key', ABOUT_SECTION_KEYS);

export const aboutSections = pgTable('about_sections', {
  key: aboutSectionKey('key').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
});

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Shoppers. `email` is stored normalised (trimmed, NFC, lower case), so the unique constraint is case-insensitive.
 * `password_hash` is an argon2id PHC string, null for accounts made through social sign-in only. The profile columns
 * are ProfileStruct's fields; null means never given.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    country: text('country'),
    streetAddress: text('street_address'),
    apartment: text('apartment'),
    city: text('city'),
    county: text('county'),
    postcode: text('postcode'),
    phone: text('phone'),
    orderNotes: text('order_notes'),
    /** UserRole: 'customer' (every shopper) or 'staff' (answers support tickets; issue 12). */
    role: text('role').notNull().default('customer'),
    /**
     * When the owner last proved they read mail at `email` (a verified social sign-in or a completed password reset);
     * null for an address only typed in. Set back to null when the email changes (docs/decisions/0025).
     */
    emailVerifiedAt: at('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_email_normalised', sql`${table.email} = btrim(${table.email}) and ${table.email} <> ''`),
    check('users_role', sql`${table.role} in ('customer', 'staff')`),
  ],
);

/**
 * Everything a user owns points at users.id with `on delete cascade`, so deleting the user row deletes it all in one
 * statement; later tables (carts, wishlist, orders' uploads) follow the same rule.
 */
const ownedBy = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Sign-in sessions: the bearer token is never stored, only its SHA-256 (hex). */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: ownedBy(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/**
 * Browsers a user has signed in from (the sign-in device cookie; only the SHA-256 of its token is kept). Their sign-ins
 * are counted per device instead of against the address's and the email's ceiling, so strangers' failed attempts
 * cannot lock the owner out of a browser they use (docs/decisions/0007).
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: ownedBy(),
    createdAt: createdAt(),
    /** The last sign-in from it: a browser unused for a year is forgotten, and past 20 the longest unused go first. */
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
  },
  (table) => [index('sign_in_devices_user_idx').on(table.userId, table.lastUsedAt)],
);

/** Single-use password reset links; only the SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: ownedBy(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/** Every mail the shop sends; without SMTP this table (and its JSON copies) is the delivery. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The account the mail is about; its mail goes with it when the account is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (table) => [index('mail_outbox_user_idx').on(table.userId)],
);

/** A signed-in user's wishlist: one row per product (adding twice keeps the first addedAt). */
export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedBy(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (table) => [
    unique('wishlist_entries_user_product_key').on(table.userId, table.productId),
    index('wishlist_entries_product_idx').on(table.productId),
  ],
);

/**
 * Discount codes (docs/decisions/0014). Codes are public: anyone signed in may apply any of them. `code` is kept as
 * written (trimmed) and unique case-insensitively; a lookup compares lower(code). type is DiscountType: 1 one-time
 * percentage, 2 regular percentage, 3 one-time free clip (no percent).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    type: smallint('type').notNull(),
    percent: integer('percent'),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('coupons_code_key').on(sql`lower(${table.code})`),
    check(
      'coupons_code_trimmed',
      sql`${table.code} = btrim(${table.code}) and ${table.code} <> '' and char_length(${table.code}) <= ${sql.raw(String(COUPON_CODE_MAX_LENGTH))}`,
    ),
    check('coupons_type', sql`${table.type} in (1, 2, 3)`),
    check(
      'coupons_percent',
      sql`(${table.type} = 3 and ${table.percent} is null) or (${table.type} in (1, 2) and ${table.percent} between 1 and 100)`,
    ),
  ],
);

/** The coupons listed in a user's account (the Coupons screen); applying a code does not need one. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    userId: ownedBy(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.couponId] }),
    index('user_coupons_coupon_idx').on(table.couponId),
  ],
);

/**
 * One-time coupons (types 1 and 3) a user has used up, one per (coupon, user): written in the transaction that makes
 * the order with the discount (modules/orders), so two orders cannot both use it.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: ownedBy(),
    /** The order that used it up (null for rows written by tests and the seed). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    redeemedAt: at('redeemed_at').notNull().defaultNow(),
  },
  (table) => [
    unique('coupon_redemptions_coupon_user_key').on(table.couponId, table.userId),
    index('coupon_redemptions_user_idx').on(table.userId),
  ],
);

/**
 * One server-held cart per user (created with its first change). `coupon_id` is the one coupon applied to it
 * (docs/decisions/0014); orders copy what they need, so the cart can be emptied after checkout.
 */
export const carts = pgTable(
  'carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedBy().unique(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The browser cart merged last (CartMergeStruct.mergeKey): the same key again is a retry and merges nothing. */
    lastMergeKey: text('last_merge_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('carts_coupon_idx').on(table.couponId)],
);

export type CaptionValueColumn = { fieldId: number; value: string };

/**
 * One row per product in a cart (unique cart+product, so updates are upserts). Prices are never stored: they are
 * computed from the product and lead-time option on every answer. quantity counts for simple products (clips keep 1);
 * additional photos, lead time, gift and captions for clips; its uploaded photos are cart_item_images.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    additionalPhotoCount: integer('additional_photo_count').notNull().default(0),
    leadTimePriceId: integer('lead_time_price_id').references(() => leadTimePrices.id, { onDelete: 'set null' }),
    giftVideoStory: boolean('gift_video_story').notNull().default(false),
    /** [{fieldId, value}]; label, position and type are read from caption_fields when answering. */
    captions: jsonb('captions').$type<CaptionValueColumn[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('cart_items_cart_product_key').on(table.cartId, table.productId),
    index('cart_items_product_idx').on(table.productId),
    check('cart_items_quantity_positive', sql`${table.quantity} >= 1`),
    check('cart_items_additional_photos_not_negative', sql`${table.additionalPhotoCount} >= 0`),
  ],
);

/**
 * An uploaded photo's media row. Removing a photo removes its media row (uploads' deletePhotos/releasePhotos), and the
 * row pointing at it goes with it.
 */
const photoFile = () =>
  text('image')
    .notNull()
    .references(() => media.file, { onDelete: 'cascade', onUpdate: 'cascade' });

/**
 * Photos a shopper uploaded for a clip in the cart, in `position` order (0..n-1, renumbered on every change). Their
 * media rows and files are removed when the photo or its cart item is removed (cart/images.ts) and when the account
 * is deleted (account/owned-data.ts).
 */
export const cartItemImages = pgTable(
  'cart_item_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartItemId: integer('cart_item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    image: photoFile(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('cart_item_images_item_position_idx').on(table.cartItemId, table.position)],
);

/** What a marketplace buyer sent with their photos: the variant's form values (MarketplaceForm1/2), for the staff. */
export const marketplaceSubmissions = pgTable(
  'marketplace_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** MarketplaceVariant: 1 (/upload) or 2 (/uploader). */
    variant: smallint('variant').notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    /** The shop account that sent it when the buyer was signed in (a visitor: null); null again if it is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('marketplace_submissions_variant', sql`${table.variant} in (1, 2)`),
    index('marketplace_submissions_created_idx').on(table.createdAt),
  ],
);

/**
 * Marketplace buyers' photos, per variant's page. Until submitted they belong to their uploader (uploads' UploadOwner:
 * "user:{id}" for a signed-in shopper, else "session:{SHA-256 of the shop_upload_session cookie}"); submitting links
 * them to their submission, which takes them out of the uploader's list.
 */
export const marketplacePhotos = pgTable(
  'marketplace_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    variant: smallint('variant').notNull(),
    owner: text('owner').notNull(),
    image: photoFile(),
    position: integer('position').notNull(),
    submissionId: integer('submission_id').references(() => marketplaceSubmissions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('marketplace_photos_variant', sql`${table.variant} in (1, 2)`),
    index('marketplace_photos_owner_idx')
      .on(table.owner, table.variant, table.position)
      .where(sql`${table.submissionId} is null`),
    index('marketplace_photos_submission_idx').on(table.submissionId, table.position),
  ],
);

/**
 * Orders (issue 11). Every amount is integer cents worked out by the server when the order was made; the order keeps
 * what it charged even when products, prices or coupons change later: subtotal is the sum of the items' base costs,
 * total = subtotal − discount + tax (tax on the discounted subtotal). paid_at is set exactly when paid turns true.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedBy(),
    paid: boolean('paid').notNull().default(false),
    paidAt: at('paid_at'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /**
     * The address the order's mails go to, as typed at checkout (normalised like users.email); null for an order
     * placed without one (before the field, or by an older checkout): its mails go to the owner's address.
     */
    email: text('email'),
    /** BillingStruct as sent (only when a simple product was ordered). */
    billing: jsonb('billing').$type<Billing>(),
    /** PAYMENT_METHODS; null for a free order. */
    paymentMethod: text('payment_method'),
    /** The coupon the discount came from (kept for the record; the amounts above are what counts). */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The checkout's key for this order: a repeat of the request (its answer lost) answers this order again. */
    requestKey: text('request_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.id),
    uniqueIndex('orders_user_request_key').on(table.userId, table.requestKey),
    index('orders_coupon_idx').on(table.couponId),
    check('orders_paid_at', sql`${table.paid} = (${table.paidAt} is not null)`),
    check(
      'orders_amounts_not_negative',
      sql`${table.subtotalCents} >= 0 and ${table.discountCents} >= 0 and ${table.taxCents} >= 0 and ${table.totalCents} >= 0`,
    ),
  ],
);

/** A lead-time option as it was ordered (price in cents, period in hours). */
export type LeadTimeSnapshot = { id: number; caption: string; priceCents: number; period: number };

/**
 * One ordered line: a snapshot of the product and the cart item (names, previews, prices, extras, lead time,
 * captions with their labels), so the order reads the same after the catalogue changes or the product is deleted.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** ProductType: 1 simple, 2 clip. */
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Media names of the product's preview pictures when ordered. */
    preview: jsonb('preview').$type<string[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    /** What the line costs after its discount. */
    priceCents: integer('price_cents').notNull(),
    baseCostCents: integer('base_cost_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    additionalPhotoCount: integer('additional_photo_count').notNull().default(0),
    giftVideoStory: boolean('gift_video_story').notNull().default(false),
    leadTime: jsonb('lead_time').$type<LeadTimeSnapshot>(),
    captions: jsonb('captions').$type<CaptionValue[]>().notNull().default([]),
    /** ORDER_ITEM_STATUSES; simple items move on to shipping (with a tracking number) and delivered. */
    status: text('status').notNull().default('packing'),
    trackingNumber: text('tracking_number'),
    /** The finished video (the after-sale issue). */
    videoStory: text('video_story'),
    /** The paid speed-up option (the after-sale issue). */
    speedUp: jsonb('speed_up').$type<LeadTimeSnapshot>(),
    /**
     * A paid clip's video (docs/decisions/0021), RENDER_STATES: none (not started), queued, rendering, draft (the
     * draft video is stored and waits for approval or its due time), failed (retries used up; staff see renderError).
     */
    renderState: text('render_state').notNull().default('none'),
    /** Storage name of the draft: the rendered one, or a video staff uploaded instead. */
    draftVideo: text('draft_video'),
    renderError: text('render_error'),
    renderAttempts: integer('render_attempts').notNull().default(0),
    renderedAt: at('rendered_at'),
    /** Staff approved the draft; it is delivered at once. */
    approvedAt: at('approved_at'),
    /** The video reached the shopper (videoStory set). */
    deliveredAt: at('delivered_at'),
    /** Simple items: when they were shipped and delivered. */
    shippedAt: at('shipped_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_product_idx').on(table.productId),
    index('order_items_render_state_idx').on(table.renderState),
    uniqueIndex('order_items_video_story_idx').on(table.videoStory),
    check('order_items_type', sql`${table.type} in (1, 2)`),
    check('order_items_status', sql`${table.status} in ('packing', 'shipping', 'delivered')`),
    check('order_items_render_state', sql`${table.renderState} in ('none', 'queued', 'rendering', 'draft', 'failed')`),
    check('order_items_quantity_positive', sql`${table.quantity} >= 1`),
    check(
      'order_items_amounts_not_negative',
      sql`${table.priceCents} >= 0 and ${table.baseCostCents} >= 0 and ${table.discountCents} >= 0`,
    ),
  ],
);

/**
 * The photos of an ordered clip, moved from cart_item_images when the order was made (same media rows, files kept),
 * in `position` order. Their media rows and files go when the account is deleted.
 */
export const orderItemPhotos = pgTable(
  'order_item_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    image: photoFile(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_item_photos_item_position_idx').on(table.orderItemId, table.position)],
);

/**
 * Checkout sessions made with the payment provider (docs/decisions/0019): `id` is the provider's session id (Stripe's
 * cs_..., or the local provider's cs_local_ with 192 random bits). A webhook event names its session; the session
 * names the order and the amount it may pay. `submitted_at`: the local page's Pay or Cancel was used (once only).
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Set when the session pays for a speed-up of this clip (not for the order): the option bought. */
    speedUpItemId: integer('speed_up_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    speedUp: jsonb('speed_up').$type<LeadTimeSnapshot>(),
    status: text('status').notNull().default('open'),
    submittedAt: at('submitted_at'),
    /**
     * REFUND_REASONS: why this session's payment bought nothing and is paid back (docs/decisions/0019), set in the
     * webhook's transaction; null for every payment that counted.
     */
    refundReason: text('refund_reason').$type<RefundReason>(),
    /** When the provider took the refund; null while it is due (retried until it is). */
    refundedAt: at('refunded_at'),
    /** Why the provider refused the last attempt at a refund still due (for the staff desk); null once refunded. */
    refundError: text('refund_error'),
    /**
     * The staff member (their email then) who marked the refund settled by hand, made outside the shop (say, in
     * Stripe's dashboard, for a charge the API cannot refund); null when the provider took it through the shop.
     */
    refundSettledBy: text('refund_settled_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payment_sessions_order_idx').on(table.orderId),
    index('payment_sessions_speed_up_item_idx').on(table.speedUpItemId),
    index('payment_sessions_refund_due_idx')
      .on(table.updatedAt)
      .where(sql`${table.refundReason} is not null and ${table.refundedAt} is null`),
    check(
      'payment_sessions_refund_reason',
      sql`${table.refundReason} in (${sql.raw(REFUND_REASONS.map((reason) => `'${reason}'`).join(', '))})`,
    ),
    check(
      'payment_sessions_settled_refunded',
      sql`${table.refundSettledBy} is null or ${table.refundedAt} is not null`,
    ),
    check(
      'payment_sessions_refunded_with_reason',
      sql`${table.refundedAt} is null or ${table.refundReason} is not null`,
    ),
    check('payment_sessions_speed_up_whole', sql`(${table.speedUpItemId} is null) = (${table.speedUp} is null)`),
    check('payment_sessions_provider', sql`${table.provider} in ('local', 'stripe')`),
    check('payment_sessions_status', sql`${table.status} in ('open', 'complete', 'expired', 'failed')`),
    check('payment_sessions_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * Every handled webhook event, by the provider's event id, written in the same transaction as the event's effect: a
 * replayed or concurrent delivery finds its id here (insert ... on conflict do nothing) and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => paymentSessions.id, { onDelete: 'cascade' }),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [index('payment_events_session_idx').on(table.sessionId)],
);

/** A shopper's support conversation (accounts-and-after-sale §3 Ticket); `updated_at` moves with every message. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('support_tickets_user_updated_idx').on(table.userId, table.updatedAt)],
);

/**
 * One chat message (§3 Ticket message). `author_user_id` names the staff member of a staff reply (null for the
 * shopper's own messages, and when that staff account is gone: the reply stays in the shopper's chat).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isStaffMessage: boolean('is_staff_message').notNull().default(false),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('support_messages_ticket_created_idx').on(table.ticketId, table.createdAt, table.id),
    index('support_messages_author_idx').on(table.authorUserId),
  ],
);
