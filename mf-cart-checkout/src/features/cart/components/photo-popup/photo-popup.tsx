import { useState } from 'react';
import { ErrorPanel, Loader, type CartItem, type Product } from '@shop/shared';
import { UPLOAD_BUTTON_LABEL } from '../upload-photos-button';
import { Dialog } from './dialog';
import { PhotoPopupContent } from './photo-popup-content';
import { UPLOADER_LOAD_FAILURE, usePhotoUploader } from './use-photo-uploader';

export type PhotoPopupProps = {
  item: CartItem;
  product: Product;
  /** The upload source tabs (Local Files, Instagram, ...); hidden when opened from the cart. */
  showTabs?: boolean;
  onClose: () => void;
};

/**
 * The photo upload popup (accounts-and-after-sale §2, §4). This module is its own chunk, loaded when the popup first
 * opens; the upload engine comes from mf-uploader then, and when it cannot be had the dialog says so with Retry.
 */
export function PhotoPopup({ item, product, showTabs = false, onClose }: PhotoPopupProps) {
  const [attempt, setAttempt] = useState(0);
  const uploader = usePhotoUploader(attempt);
  return (
    // Its heading is the button that opens it: the spec names the popup by nothing else.
    <Dialog title={UPLOAD_BUTTON_LABEL} subtitle={product.name} onClose={onClose}>
      {uploader.status === 'loading' ? <Loader label="Loading the photo uploader…" showLabel /> : null}
      {uploader.status === 'error' ? (
        <ErrorPanel
          title={UPLOADER_LOAD_FAILURE}
          message="Please check your connection and try again."
          headingLevel={3}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      ) : null}
      {uploader.status === 'ready' ? (
        <PhotoPopupContent
          item={item}
          product={product}
          showTabs={showTabs}
          PhotoUploader={uploader.PhotoUploader}
          onDone={onClose}
        />
      ) : null}
    </Dialog>
  );
}
