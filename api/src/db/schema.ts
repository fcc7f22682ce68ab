import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, smallint, text, timestamp} from 'drizzle-orm/pg-core';
import { NavigationGroup } from '@shop/shared/constants';
import { ABOUT_SECTION_KEYS } from '@shop/shared/contracts';

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

const mediaFile = (name: string) => text(name).references(() => media.file, { onDelete: 'set null', onUpdate: 'cascade' });

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
  },
  (table) => [
    check('products_price_not_negative', sql`${table.priceCents} >= 0`),
    check('products_type', sql`${table.type} in (1, 2)`),
    check('products_clip_properties', sql`${table.type} = 1 or (${table.clipImageCount} > 0 and ${table.clipDuration} > 0)`),
    index('products_popularity_idx').on(table.popularity.desc()),
    index('products_ctime_idx').on(table.ctime),
    index('products_price_idx').on(table.priceCents),
    index('products_type_idx').on(table.type),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull().references(() => media.file, { onUpdate: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [index('product_images_product_position_idx').on(table.productId, table.position)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.categoryId] }), index('product_categories_category_idx').on(table.categoryId)],
);

export const captionFields = pgTable(
  'caption_fields',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull(),
    /** FieldDataType from @shop/shared/constants. */
    dataType: smallint('data_type').notNull(),
    required: boolean('required').notNull().default(false),
    /** {min, max} for numbers, {options} for choices. */
    parameters: jsonb('parameters').$type<{ min?: number; max?: number; options?: string[] }>().notNull().default({}),
  },
  (table) => [index('caption_fields_product_position_idx').on(table.productId, table.position), check('caption_fields_data_type', sql`${table.dataType} between 1 and 8`)],
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
  (table) => [check('lead_time_prices_price_not_negative', sql`${table.priceCents} >= 0`), check('lead_time_prices_period_positive', sql`${table.period} > 0`)],
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

export const navigationGroup = pgEnum('navigation_group', [NavigationGroup.HEADER, NavigationGroup.FOOTER_PRIMARY, NavigationGroup.FOOTER_SECONDARY]);

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
