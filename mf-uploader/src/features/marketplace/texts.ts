import { CAPTION_MESSAGES } from '@shop/shared';
import type { MarketplaceVariant } from '@shop/shared/marketplace';

// The marketplace upload screens' texts (accounts-and-after-sale §2, §5).
export const MARKETPLACE_TEXTS = {
  title: 'Upload your photos',
  limitNotice:
    'Upload as many photos as specified in the product description. Any photos uploaded beyond the limit will not be accepted for the video story production.',
  selected: (count: number) => `Selected ${count} picture(s)`,
  send: 'Send',
  waiting: 'Waiting while uploading...',
  noPhoto: CAPTION_MESSAGES.noPhoto,
  delivery: 'Expect delivery in the near future.',
  /** The generic error page's texts (§2 Error pages), when the session's photos cannot be loaded. */
  loadFailedTitle: 'Oops!',
  loadFailedMessage: 'An unexpected error occurred.',
  tryAgain: 'Try Again',
} as const;

/** The success message of each variant. */
export const SUCCESS_MESSAGES: Record<MarketplaceVariant, string> = {
  1: 'Your photos have been successfully uploaded!',
  2: 'Your marketplace photos have been successfully uploaded!',
};
