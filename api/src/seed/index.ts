import { sql } from 'drizzle-orm';
import { EDITABLE_TEXT_DEFAULTS, ProductType } from '@shop/shared/constants';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { savePage } from '../modules/content/repository';
import { addMedia } from '../modules/media/repository';
import { artSvg, avatarSvg, prng } from './art';
import { CATEGORIES, PRODUCTS, STORY_TITLE, type SeedCategory, type SeedProduct } from './catalog-data';
import { ABOUT, FAQ, LEAD_TIME_PRICES, PAGES, REVIEWS, navigation } from './content-data';
import { generateMedia, imageJob, videoJob, type MediaJob } from './media';

export interface SeedOptions {
  mediaDir: string;
}

/** Any constant: two API replicas starting on an empty database seed it once. */
const SEED_LOCK_ID = 4_000_002;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills an empty database (no categories) with the demo shop; returns whether it did. The demo shop's pictures and
 * videos are made in this media folder whenever missing, also for a database another instance seeded (a replica with
 * a disk of its own; the e2e site after the API tests on the same PostgreSQL): its rows would name files not here.
 */
export async function seedIfEmpty(db: Db, { mediaDir }: SeedOptions): Promise<boolean> {
  const media = await generateMedia(mediaDir, mediaJobs());
  if (await hasCatalog(db)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasCatalog(tx)) return false;
    await addMedia(tx, media);
    await insertCatalog(tx, new Date());
    await insertContent(tx);
    return true;
  });
}

/** Empties every table the seed fills (media files on disk stay, for reuse). */
export async function clearDatabase(db: Db): Promise<void> {
  const tables = [
    schema.productCategories, schema.productImages, schema.captionFields, schema.products, schema.categories, schema.leadTimePrices,
    schema.reviews, schema.navigationEntries, schema.editableTexts, schema.faqs, schema.contentPages, schema.aboutSections, schema.media,
  ];
  await db.execute(sql`truncate table ${sql.join(tables, sql`, `)} restart identity cascade`);
}

async function hasCatalog(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: schema.categories.id }).from(schema.categories).limit(1);
  return row !== undefined;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const categoryOf = (slug: string | undefined): SeedCategory => {
  const category = CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`Seed data names an unknown category "${slug}"`);
  return category;
};

const primaryCategory = (product: SeedProduct) => categoryOf(product.categories[0]);
const isClip = (product: SeedProduct) => product.type === ProductType.CLIP;
const galleryCount = (product: SeedProduct) => 2 + Math.floor(prng(product.name)() * 3);

const media = {
  category: (category: SeedCategory) => `category-${category.slug}.png`,
  preview: (category: SeedCategory) => `preview-${category.slug}.mp4`,
  cover: (product: SeedProduct) => `product-${slugify(product.name)}.png`,
  gallery: (product: SeedProduct, index: number) => `product-${slugify(product.name)}-${index}.png`,
  avatar: (author: string) => `avatar-${slugify(author)}.png`,
};

function mediaJobs(): MediaJob[] {
  const clipCategories = new Set(PRODUCTS.filter(isClip).map((product) => primaryCategory(product).slug));
  return [
    ...CATEGORIES.filter((category) => category.hasImage).map((category) =>
      imageJob(media.category(category), 1280, 452, () => artSvg({ width: 1280, height: 452, palette: category.palette, motif: category.motif, seed: category.slug, title: category.name })),
    ),
    // One preview per category, shared by its clips, keeps the first start fast.
    ...CATEGORIES.filter((category) => clipCategories.has(category.slug)).map((category) =>
      videoJob(media.preview(category), () =>
        artSvg({ width: 1280, height: 720, palette: category.palette, motif: category.motif, seed: `${category.slug}-preview`, title: category.name, subtitle: 'Video story preview' }),
      ),
    ),
    ...PRODUCTS.flatMap((product) => {
      const { palette, motif, name: categoryName } = primaryCategory(product);
      return [
        // The title keeps to the left: a product card's Video and Pics buttons take the right half of the cover's foot.
        imageJob(media.cover(product), 1280, 720, () => artSvg({ width: 1280, height: 720, palette, motif, seed: product.name, title: product.name, subtitle: categoryName, titleWidth: 0.42 })),
        ...Array.from({ length: galleryCount(product) }, (_, index) =>
          imageJob(media.gallery(product, index + 1), 1280, 720, () =>
            artSvg({ width: 1280, height: 720, palette, motif, seed: `${product.name}-${index + 1}`, subtitle: `${product.name} · scene ${index + 1}` }),
          ),
        ),
      ];
    }),
    ...REVIEWS.map((review, index) => {
      const category = CATEGORIES[index % CATEGORIES.length] ?? categoryOf('wedding');
      return imageJob(media.avatar(review.author), 256, 256, () => avatarSvg(review.author, category.palette));
    }),
  ];
}

async function insertCatalog(db: Db, now: Date): Promise<void> {
  const categoryRows = await db
    .insert(schema.categories)
    .values(
      CATEGORIES.map((category, position) => ({
        slug: category.slug,
        name: category.name,
        description: category.description,
        image: category.hasImage ? media.category(category) : null,
        position,
      })),
    )
    .returning({ id: schema.categories.id, slug: schema.categories.slug });
  const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

  const productRows = await db
    .insert(schema.products)
    .values(
      PRODUCTS.map((product, index) => {
        const random = prng(`${product.name}-stats`);
        return {
          slug: slugify(product.name),
          name: product.name,
          description: describe(product),
          priceCents: Math.round(product.price * 100),
          type: product.type,
          isAvailable: product.available ?? true,
          preview: isClip(product) ? media.preview(primaryCategory(product)) : null,
          clipImageCount: product.imageCount ?? null,
          clipDuration: product.duration ?? null,
          // Spread over the last year, newest first in catalogue order, so "Newest" and "Oldest" sorting differ.
          ctime: new Date(now.getTime() - (index * 6.5 + random() * 5) * DAY_MS),
          popularity: Math.round(random() * 1000),
        };
      }),
    )
    .returning({ id: schema.products.id, slug: schema.products.slug });
  const productIds = new Map(productRows.map((row) => [row.slug, row.id]));

  const seeded = PRODUCTS.map((product) => ({ product, id: idOf(productIds, slugify(product.name)) }));
  await db.insert(schema.productCategories).values(
    seeded.flatMap(({ product, id }) => product.categories.map((slug) => ({ productId: id, categoryId: idOf(categoryIds, slug) }))),
  );
  await db.insert(schema.productImages).values(
    seeded.flatMap(({ product, id }) => [
      { productId: id, image: media.cover(product), position: 0 },
      ...Array.from({ length: galleryCount(product) }, (_, index) => ({ productId: id, image: media.gallery(product, index + 1), position: index + 1 })),
    ]),
  );
  await db.insert(schema.captionFields).values(
    seeded
      .filter(({ product }) => isClip(product))
      .flatMap(({ product, id }) =>
        [STORY_TITLE, ...primaryCategory(product).captionFields].map((field, position) => ({ ...field, parameters: field.parameters ?? {}, productId: id, position })),
      ),
  );
  await db.insert(schema.leadTimePrices).values(LEAD_TIME_PRICES.map(({ caption, price, period }) => ({ caption, priceCents: price * 100, period })));
}

function idOf(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Seed data names an unknown slug "${slug}"`);
  return id;
}

function describe(product: SeedProduct): string {
  const category = primaryCategory(product);
  if (!isClip(product) || !product.imageCount || !product.duration) return `${product.pitch} ${category.description}`;
  const minutes = Math.floor(product.duration / 60);
  const seconds = String(product.duration % 60).padStart(2, '0');
  return `${product.pitch} Made from up to ${product.imageCount} of your photos, about ${minutes}:${seconds} long, with a title of your choice. ${category.description}`;
}

async function insertContent(db: Db): Promise<void> {
  const positions = new Map<string, number>();
  await db.insert(schema.navigationEntries).values(
    navigation(CATEGORIES).map((entry) => {
      const position = positions.get(entry.group) ?? 0;
      positions.set(entry.group, position + 1);
      return { ...entry, position };
    }),
  );
  await db
    .insert(schema.editableTexts)
    .values(Object.entries(EDITABLE_TEXT_DEFAULTS).map(([definedName, text]) => ({ definedName, ...text })))
    .onConflictDoNothing({ target: schema.editableTexts.definedName });
  await db.insert(schema.faqs).values(FAQ.map((entry, position) => ({ ...entry, position })));
  await db.insert(schema.aboutSections).values(ABOUT);
  for (const page of PAGES) await savePage(db, page);
  await db.insert(schema.reviews).values(REVIEWS.map((review, position) => ({ ...review, avatar: media.avatar(review.author), position })));
}
