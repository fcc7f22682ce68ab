import type { CaptionFormValues } from './caption-values';

// What a shopper typed in a cart item's caption form and has not saved with Done yet. Closing the popup (X, Escape,
// Back) keeps it, so opening the popup again shows it instead of the item's saved captions; Done saving it drops it.
// In memory for this visit of the page: the popup has no confirmation step (the spec shows none), and a caption is
// cheap to type again after a reload. Keyed by the user too, so a second account in the same tab never sees them.
const drafts = new Map<string, CaptionFormValues>();

const draftKey = (userId: number | undefined, itemId: number) => `${userId ?? 'visitor'}:${itemId}`;

export const captionDrafts = {
  get: (userId: number | undefined, itemId: number) => drafts.get(draftKey(userId, itemId)),
  keep: (userId: number | undefined, itemId: number, values: CaptionFormValues) =>
    void drafts.set(draftKey(userId, itemId), values),
  drop: (userId: number | undefined, itemId: number) => void drafts.delete(draftKey(userId, itemId)),
  /** For tests: forget every draft. */
  clear: () => drafts.clear(),
};
