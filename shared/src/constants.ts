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
export const POPULAR_CAROUSEL_LIMIT = 9;
export const RELATED_CAROUSEL_LIMIT = 9;
export const PRODUCT_CACHE_SIZE = 100;
export const PRODUCT_CACHE_TTL_MS = 5 * 60 * 1000;

export const SALES_TAX_RATE = 0.08875;
export const GIFT_VIDEO_CARD_PRICE = 50;
export const DEFAULT_ADDITIONAL_PHOTO_COUNT = 0;

export const MOBILE_BREAKPOINT_PX = 768;
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
export const PREVIEW_WIDTH_PX = 300;
export const INITIAL_UPLOAD_PROGRESS = 2;
export const MARKETPLACE_PHOTO_LIMIT = { variant1: 200, variant2: 150, default: 200 } as const;
export const DELETE_ACCOUNT_PHRASE = 'DeletE AccounT';
export const MIN_PASSWORD_LENGTH = { change: 8, signUp: 6, reset: 6 } as const;
export const ORDER_NUMBER_DIGITS = 6;
export const DEFAULT_PROCESSING_HOURS = 24;
export const COUNTDOWN_TICK_MS = 1000;
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
