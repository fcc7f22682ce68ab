import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $user, ShopLink, lazyWithReload, type CartItem, type Product } from '@shop/shared';
import { paths } from '../../../config/paths';
import styles from './upload-photos-button.module.css';

// The popup's code (dialog, caption form, forms library) is a chunk of its own, fetched when it first opens, so the
// cart page's first load does not carry it; code that no longer exists (a new deploy) reloads the page once.
const PhotoPopup = lazy(
  lazyWithReload(() => import('./photo-popup/photo-popup').then((module) => ({ default: module.PhotoPopup }))),
);

export const UPLOAD_BUTTON_LABEL = 'Upload Your Photos & Add Your Story Title';
/** Not a spec text: visitors sign in before uploading (docs/decisions/0018-photo-uploads.md). */
export const SIGN_IN_TO_UPLOAD_TEXT = 'Sign in to upload your photos; your cart comes with you.';

function UploadIcon() {
  return (
    <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
    </svg>
  );
}

/**
 * A clip's upload button with the number of photos uploaded so far (storefront §2 Cart). It opens the photo popup,
 * whose code loads only then; focus comes back here when it closes. A visitor is sent to sign in first and comes
 * back to the cart, where the browser cart has been merged into the account.
 */
export function UploadPhotosButton({ item, product }: { item: CartItem; product: Product }) {
  const signedIn = Boolean(useStore($user));
  const countId = useId();
  const noteId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const uploaded = item.images.length;

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const count = (
    <span id={countId} className={styles.count}>
      <span className={styles.countNumber}>{uploaded}</span> {uploaded === 1 ? 'photo' : 'photos'} uploaded
    </span>
  );

  if (!signedIn) {
    return (
      <div className={styles.upload}>
        <ShopLink
          to={paths.signIn.getHref(paths.cart.getHref(true))}
          className={styles.button}
          aria-describedby={`${countId} ${noteId}`}
        >
          <UploadIcon />
          <span>{UPLOAD_BUTTON_LABEL}</span>
        </ShopLink>
        {count}
        <p id={noteId} className={styles.note}>
          {SIGN_IN_TO_UPLOAD_TEXT}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.upload}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={countId}
        onClick={() => setOpen(true)}
      >
        <UploadIcon />
        <span>{UPLOAD_BUTTON_LABEL}</span>
      </button>
      {count}
      {open ? (
        <Suspense fallback={null}>
          <PhotoPopup item={item} product={product} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
