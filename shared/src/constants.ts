// Business constants from section 9 of both spec documents, named once. Nothing here imports the browser.

export const SHOP_NAME = 'Story Shop';

export const ProductType = { SIMPLE: 1, CLIP: 2 } as const;
export type ProductTypeValue = (typeof ProductType)[keyof typeof ProductType];

export const NavigationGroup = { HEADER: 'HEADER', FOOTER_PRIMARY: 'FOOTER_PRIMARY', FOOTER_SECONDARY: 'FOOTER_SECONDARY' } as const;
export type NavigationGroupValue = (typeof NavigationGroup)[keyof typeof NavigationGroup];

export const FieldDataType = { STRING: 1, TEXT: 2, BOOLEAN: 3, DATETIME: 4, DATE: 5, TIME: 6, NUMBER: 7, CHOICE: 8 } as const;
export const DiscountType = { ONE_TIME_PERCENTAGE: 1, REGULAR_PERCENTAGE: 2, ONE_TIME_FREE_CLIP: 3 } as const;

/** Initial state refresh (storefront §9). */
export const STATE_REFRESH_MS = 10 * 60 * 1000;
export const PRODUCT_FETCH_RETRIES = 3;
export const PAGE_FETCH_ATTEMPTS = 3;

export const CURRENCY = 'USD';
export const LOCALE = 'en-US';

export const CATALOG_PAGE_SIZE = 12;
/** Longest search keyword (GET /api/catalog `q`): the header's search box takes no more, and the API refuses more. */
export const SEARCH_KEYWORD_MAX_LENGTH = 200;
/** Largest _perPage / _limit GET /api/catalog accepts; more answers 400. */
export const CATALOG_MAX_PER_PAGE = 100;
/** Largest _page accepted (far beyond any real catalogue; a page past the last answers an empty list). */
export const CATALOG_MAX_PAGE = 1_000_000;

/** `_sort` values of GET /api/catalog. `default`: best match first when searching, else catalogue order (oldest id first). */
export const SORT_FIELDS = ['default', 'popularity', 'price', 'clipProperties.duration', 'clipProperties.imageCount', 'ctime', 'random'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The sort selector's options (storefront §9), in display order. `key` is a stable value for a <select>; send
 * `_sort=field&_order=order`. Random: send a fresh `seed` each time it is chosen and the same seed while paging.
 */
export const SORT_OPTIONS = [
  { key: 'default', field: 'default', order: 'asc', label: 'Default' },
  { key: 'popularity', field: 'popularity', order: 'desc', label: 'Most Popular' },
  { key: 'price-asc', field: 'price', order: 'asc', label: 'Price: Low to High' },
  { key: 'price-desc', field: 'price', order: 'desc', label: 'Price: High to Low' },
  { key: 'duration-asc', field: 'clipProperties.duration', order: 'asc', label: 'Duration: Shortest First' },
  { key: 'duration-desc', field: 'clipProperties.duration', order: 'desc', label: 'Duration: Longest First' },
  { key: 'amount-asc', field: 'clipProperties.imageCount', order: 'asc', label: 'Pictures: Fewest First' },
  { key: 'amount-desc', field: 'clipProperties.imageCount', order: 'desc', label: 'Pictures: Most First' },
  { key: 'newest', field: 'ctime', order: 'desc', label: 'Newest First' },
  { key: 'oldest', field: 'ctime', order: 'asc', label: 'Oldest First' },
  { key: 'random', field: 'random', order: 'asc', label: 'Random' },
] as const satisfies readonly { key: string; field: SortField; order: SortOrder; label: string }[];
export type SortOption = (typeof SORT_OPTIONS)[number];
export const POPULAR_CAROUSEL_LIMIT = 9;
export const RELATED_CAROUSEL_LIMIT = 9;
export const PRODUCT_CACHE_SIZE = 100;
export const PRODUCT_CACHE_TTL_MS = 5 * 60 * 1000;

export const SALES_TAX_RATE = 0.08875;
export const GIFT_VIDEO_CARD_PRICE = 50;
export const DEFAULT_ADDITIONAL_PHOTO_COUNT = 0;
/** Price of each additional photo on a clip (dollars); see docs/decisions/0012-wishlist-and-cart.md. */
export const EXTRA_PHOTO_PRICE = 1;
/** Largest additional photo count a cart item takes (the marketplace photo limit). */
export const MAX_ADDITIONAL_PHOTO_COUNT = 200;
/** Largest quantity of a simple product per cart item. */
export const CART_MAX_QUANTITY = 99;
/** Longest coupon code accepted (codes are short; a longer one is refused before any lookup). */
export const COUPON_CODE_MAX_LENGTH = 64;
/** Longest caption value of a clip's story form: the cart popup's inputs take no more, and the API refuses more. */
export const CAPTION_MAX_LENGTH = 1000;
/**
 * Longest value of each billing field of an order (BillingStruct, POST /api/order): the checkout form's inputs take no
 * more, and the API refuses more.
 */
export const BILLING_MAX_LENGTH = {
  firstName: 100,
  lastName: 100,
  company: 200,
  country: 100,
  streetAddress: 200,
  apartment: 200,
  city: 100,
  county: 100,
  postcode: 20,
  phone: 40,
  orderNotes: 2000,
} as const;
/**
 * Longest value of each profile field (ProfileUpdateStruct, POST /api/profile): the Personal Information inputs take no
 * more, and the API refuses more. The order's lengths but for Apartment (100 here, 200 on an order): the checkout is
 * pre-filled from the profile, so a profile value always fits the order.
 */
export const PROFILE_MAX_LENGTH = { ...BILLING_MAX_LENGTH, apartment: 100 } as const;

export const CAROUSEL_BREAKPOINTS_PX = [768, 1024] as const;

export const IMAGE_SIZES = ['s', 'm', 'l'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const CATEGORY_TILE = { width: 405, height: 143 } as const;
export const VIDEO_GREETING_IMAGE = { width: 585, height: 260 } as const;
export const LOGO = { width: 109, height: 58 } as const;

export const LINK_PREFETCH_DELAY_MS = 100;
export const COPY_FEEDBACK_MS = 1500;

export const UPLOAD_CHUNK_SIZE = 2 * 1024 * 1024;
export const UPLOAD_CHUNK_ATTEMPTS = 3;
/**
 * Chunks of one file sent at once after its first (ours; the spec gives no order). Two hide the wait for each answer
 * (a round trip per 2 MB on a real network) and, with two photos at a time, keep four of a browser's six connections
 * to the shop busy; see docs/decisions/0018-photo-uploads.md.
 */
export const UPLOAD_CHUNKS_IN_FLIGHT = 2;
/** Largest photo accepted, whole or in chunks (so at most ceil(MAX_UPLOAD_BYTES / UPLOAD_CHUNK_SIZE) = 20 chunks). */
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;
/** Largest decoded image, in pixels (width × height): bigger ones are refused before decoding (pixel floods). */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const PREVIEW_WIDTH_PX = 300;
export const INITIAL_UPLOAD_PROGRESS = 2;
export const MARKETPLACE_PHOTO_LIMIT = { variant1: 200, variant2: 150, default: 200 } as const;
export const DELETE_ACCOUNT_PHRASE = 'DeletE AccounT';
export const MIN_PASSWORD_LENGTH = { change: 8, signUp: 6, reset: 6 } as const;
/** Longest email address accepted anywhere (RFC 5321's path limit less the angle brackets). */
export const MAX_EMAIL_LENGTH = 254;
export const ORDER_NUMBER_DIGITS = 6;
export const DEFAULT_PROCESSING_HOURS = 24;
export const COUNTDOWN_TICK_MS = 1000;
/** The open support ticket's messages are asked for again this often while the page is visible (staff replies). */
export const SUPPORT_POLL_INTERVAL_MS = 5000;
export const DRAG_REORDER_TOUCH_DELAY_MS = 50;
export const DRAG_ANIMATION_MS = 250;
export const UPLOAD_SOURCES = ['local', 'instagram', 'google', 'dropbox'] as const;
export const PAYMENT_METHODS = ['card', 'paypal', 'apple', 'google'] as const;
export const DEFAULT_COUNTRY = 'USA';
export const SIGN_IN_REMEMBER_ME = true;

/**
 * Editable texts the shell shows, by definedName, with the default that is stored (once) when the server has none.
 * Social links default to "#" (storefront §9).
 */
export const EDITABLE_TEXT_DEFAULTS = {
  'header-tagline': { title: 'Header tagline', content: 'The best story is your story' },
  'header-logo-text': { title: 'Header logo text', content: SHOP_NAME },
  'footer-about': {
    title: 'Footer: About Company',
    content:
      'We believe each photograph tells a story, and we are here to help bring those stories to life as short personalised videos.',
  },
  'footer-email': { title: 'Footer: contact email', content: 'hello@storyshop.example' },
  'footer-instagram': { title: 'Footer: Instagram URL', content: '#' },
  'footer-youtube': { title: 'Footer: YouTube URL', content: '#' },
  'footer-facebook': { title: 'Footer: Facebook URL', content: '#' },
  'footer-copyright': { title: 'Footer: copyright', content: `© ${SHOP_NAME}. All rights reserved.` },
} as const;
export type EditableTextName = keyof typeof EDITABLE_TEXT_DEFAULTS;

/**
 * Set while this browser keeps state of its own (a signed-in user, a visitor's cart or wishlist). The shell's server
 * cannot read localStorage, so it renders pages on the server only for browsers without this cookie.
 */
export const PERSONAL_STATE_COOKIE = 'shop_personal';
