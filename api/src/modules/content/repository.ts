import { asc, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { AboutSection, Category, ContentPage, EditableText, Faq, FilterParams, NavigationEntry } from '@shop/shared/contracts';
import { EDITABLE_TEXT_DEFAULTS, ProductType } from '@shop/shared/constants';
import type { Db } from '../../db/client';
import { aboutSections, categories, contentPages, editableTexts, faqs, navigationEntries, products } from '../../db/schema';
import { sanitizeContentHtml } from './sanitize';

export function listCategories(db: Db): Promise<Category[]> {
  return db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, description: categories.description, image: categories.image })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

export function listNavigation(db: Db): Promise<NavigationEntry[]> {
  return db
    .select({ id: navigationEntries.id, title: navigationEntries.title, path: navigationEntries.path, group: navigationEntries.group, position: navigationEntries.position })
    .from(navigationEntries)
    .orderBy(asc(navigationEntries.group), asc(navigationEntries.position), asc(navigationEntries.id));
}

/** The known texts only: a row stored under another name (before names were checked) is never served. */
export async function listEditableTexts(db: Db): Promise<Record<string, EditableText>> {
  const rows = await db
    .select({ definedName: editableTexts.definedName, title: editableTexts.title, content: editableTexts.content })
    .from(editableTexts)
    .where(inArray(editableTexts.definedName, Object.keys(DEFAULT_TEXTS)));
  return Object.fromEntries(rows.map((text) => [text.definedName, text]));
}

const DEFAULT_TEXTS = EDITABLE_TEXT_DEFAULTS as Record<string, { title: string; content: string }>;

/** Whether a name is one of the texts this release knows (EDITABLE_TEXT_DEFAULTS); no other name is ever stored. */
export function isKnownTextName(name: string): boolean {
  return Object.hasOwn(DEFAULT_TEXTS, name);
}

/** Stores every known text that is missing, with its default; stored (edited) texts are left as they are. */
export async function ensureDefaultEditableTexts(db: Db): Promise<void> {
  await db
    .insert(editableTexts)
    .values(Object.entries(DEFAULT_TEXTS).map(([definedName, text]) => ({ definedName, ...text })))
    .onConflictDoNothing({ target: editableTexts.definedName });
}

/**
 * Stores a known text with the server's default the first time its name is seen (never the caller's title or
 * content); an existing text is never overwritten. Returns the stored text.
 */
export async function ensureEditableText(db: Db, definedName: string): Promise<EditableText> {
  const text = DEFAULT_TEXTS[definedName];
  if (!text) throw new Error(`Unknown editable text ${definedName}`);
  const columns = { definedName: editableTexts.definedName, title: editableTexts.title, content: editableTexts.content };
  const [stored] = await db
    .insert(editableTexts)
    .values({ definedName, title: text.title, content: text.content })
    .onConflictDoNothing({ target: editableTexts.definedName })
    .returning(columns);
  if (stored) return stored;
  const [existing] = await db.select(columns).from(editableTexts).where(eq(editableTexts.definedName, definedName));
  if (!existing) throw new Error(`Editable text ${definedName} vanished after insert`);
  return existing;
}

/** Slider bounds for the catalogue: prices in whole dollars, clip picture counts and durations in seconds. */
export async function getFilterParams(db: Db): Promise<FilterParams> {
  const isClip = sql`${products.type} = ${ProductType.CLIP}`;
  const [row] = await db
    .select({
      minPrice: min(products.priceCents),
      maxPrice: max(products.priceCents),
      minAmount: sql<number | null>`min(${products.clipImageCount}) filter (where ${isClip})`,
      maxAmount: sql<number | null>`max(${products.clipImageCount}) filter (where ${isClip})`,
      minDuration: sql<number | null>`min(${products.clipDuration}) filter (where ${isClip})`,
      maxDuration: sql<number | null>`max(${products.clipDuration}) filter (where ${isClip})`,
    })
    .from(products);
  return {
    price: { min: Math.floor((row?.minPrice ?? 0) / 100), max: Math.ceil((row?.maxPrice ?? 0) / 100), step: 1 },
    amount: { min: row?.minAmount ?? 0, max: row?.maxAmount ?? 0, step: 1 },
    duration: { min: row?.minDuration ?? 0, max: row?.maxDuration ?? 0, step: 1 },
  };
}

export function listFaq(db: Db): Promise<Faq[]> {
  return db.select({ id: faqs.id, question: faqs.question, answer: faqs.answer }).from(faqs).orderBy(asc(faqs.position), asc(faqs.id));
}

export function listAboutSections(db: Db): Promise<AboutSection[]> {
  return db.select().from(aboutSections).orderBy(asc(aboutSections.key));
}

const pageColumns = { slug: contentPages.slug, title: contentPages.title, shortTitle: contentPages.shortTitle, content: contentPages.content };

export async function findPage(db: Db, slug: string): Promise<ContentPage | undefined> {
  const [page] = await db.select(pageColumns).from(contentPages).where(eq(contentPages.slug, slug));
  return page;
}

/** Creates or replaces a page; its HTML is sanitised here, so every writer (seed, future admin) goes through it. */
export async function savePage(db: Db, page: ContentPage): Promise<ContentPage> {
  const values = { ...page, content: sanitizeContentHtml(page.content) };
  const [saved] = await db
    .insert(contentPages)
    .values(values)
    .onConflictDoUpdate({ target: contentPages.slug, set: { title: values.title, shortTitle: values.shortTitle, content: values.content, updatedAt: sql`now()` } })
    .returning(pageColumns);
  if (!saved) throw new Error(`Page ${page.slug} was not saved`);
  return saved;
}
