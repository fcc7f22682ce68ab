import { useState } from 'react';
import { ErrorPanel, Loader, type CartItem, type Product } from '@shop/shared';
import { Dialog } from './dialog';
import { UPLOADER_LOAD_FAILURE, usePopupParts } from './use-popup-parts';

/** Its heading: the spec names the popup only by the button that opens it. */
export const PHOTO_POPUP_TITLE = 'Upload Your Photos & Add Your Story Title';

export type PhotoPopupProps = {
  item: CartItem;
  product: Product;
  /** The upload source tabs (Local Files, Instagram, ...); hidden when opened from the cart. */
  showTabs?: boolean;
  onClose: () => void;
};

/**
 * The photo upload popup (accounts-and-after-sale §2, §4): a dialog at once, its content once the popup's code and the
 * upload engine have arrived; when either cannot be had, a clear error with Retry instead of an empty dialog.
 */
export function PhotoPopup({ item, product, showTabs = false, onClose }: PhotoPopupProps) {
  const [attempt, setAttempt] = useState(0);
  const parts = usePopupParts(attempt);
  return (
    <Dialog title={PHOTO_POPUP_TITLE} subtitle={product.name} onClose={onClose}>
      {parts.status === 'loading' ? <Loader label="Loading the photo uploader…" showLabel /> : null}
      {parts.status === 'error' ? (
        <ErrorPanel
          title={UPLOADER_LOAD_FAILURE}
          message="Please check your connection and try again."
          headingLevel={3}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      ) : null}
      {parts.status === 'ready' ? (
        <parts.Content
          item={item}
          product={product}
          showTabs={showTabs}
          PhotoUploader={parts.PhotoUploader}
          onDone={onClose}
        />
      ) : null}
    </Dialog>
  );
}
