import { array, enums, integer, literal, min, nullable, number, object, optional, record, size, string, union, type Infer } from 'superstruct';
import { NavigationGroup } from '../constants';
import { WishlistEntryStruct } from './catalog';
import { SessionUserStruct } from './session';

const nonEmpty = (max: number) => size(string(), 1, max);

export const CategoryStruct = object({
  id: integer(),
  slug: string(),
  name: string(),
  description: string(),
  /** Media file name, served by GET /api/media/{file}; null when the category has no image. */
  image: nullable(string()),
});
export type Category = Infer<typeof CategoryStruct>;

export const NavigationEntryStruct = object({
  id: integer(),
  title: string(),
  path: string(),
  group: enums(Object.values(NavigationGroup)),
  position: integer(),
});
export type NavigationEntry = Infer<typeof NavigationEntryStruct>;

export const EditableTextStruct = object({
  definedName: nonEmpty(100),
  title: size(string(), 0, 200),
  content: size(string(), 0, 10_000),
});
export type EditableText = Infer<typeof EditableTextStruct>;
/** POST /api/editable-text answer. */
export const EditableTextResponseStruct = object({ data: EditableTextStruct });

export const FilterParamStruct = object({ min: number(), max: number(), step: number() });
export const FilterParamsStruct = object({ price: FilterParamStruct, amount: FilterParamStruct, duration: FilterParamStruct });
export type FilterParams = Infer<typeof FilterParamsStruct>;

export const LeadTimePriceStruct = object({ id: integer(), caption: string(), price: min(number(), 0), period: integer() });
export type LeadTimePrice = Infer<typeof LeadTimePriceStruct>;

export const FaqStruct = object({ id: integer(), question: string(), answer: string() });
export type Faq = Infer<typeof FaqStruct>;

export const ABOUT_SECTION_KEYS = ['welcome', 'our-story', 'what-we-offer', 'our-process'] as const;
export const AboutSectionStruct = object({ key: enums(ABOUT_SECTION_KEYS), title: string(), content: string() });
export type AboutSection = Infer<typeof AboutSectionStruct>;

/** GET /api/pages/{slug}; content is HTML sanitised by the server when saved. */
export const ContentPageStruct = object({ slug: string(), title: string(), shortTitle: string(), content: string() });
export type ContentPage = Infer<typeof ContentPageStruct>;

export const ReviewStruct = object({
  id: integer(),
  avatar: nullable(string()),
  rating: number(),
  content: string(),
  author: string(),
  post: string(),
});
export type Review = Infer<typeof ReviewStruct>;

export const ServerTimeStruct = object({ time: number() });
export const HealthStruct = object({ status: literal('ok') });

/** GET /api/initiate: everything the site needs before it renders. Later issues add fields. */
export const InitialStateStruct = object({
  user: nullable(SessionUserStruct),
  categories: array(CategoryStruct),
  navigation: array(NavigationEntryStruct),
  texts: record(string(), EditableTextStruct),
  filterParams: FilterParamsStruct,
  leadTimePrices: array(LeadTimePriceStruct),
  wishlist: array(WishlistEntryStruct),
  /** Server clock in seconds, for countdowns. */
  time: number(),
});
export type InitialState = Infer<typeof InitialStateStruct>;

/** Every 4xx/5xx answer of the API. */
export const ApiErrorBodyStruct = object({ message: string(), field: optional(string()) });
export type ApiErrorBody = Infer<typeof ApiErrorBodyStruct>;

export const MediaQueryStruct = object({ s: optional(enums(['s', 'm', 'l'])), webp: optional(union([literal(''), literal('1'), literal('true')])) });
