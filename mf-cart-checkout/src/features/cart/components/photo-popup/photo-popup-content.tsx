import { useEffect, useId, useMemo, useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import {
  $user,
  Button,
  CAPTION_MESSAGES,
  byPosition,
  cartPhotoTarget,
  saveCartItemCaptions,
  type CartItem,
  type PhotoUploaderProps,
  type PhotoUploaderState,
  type Product,
} from '@shop/shared';
import { Form, FormElement, FormError, FormSpy, submitErrors, useField, useForm } from '@shop/shared/forms';
import { CaptionInput } from './caption-field';
import { captionDrafts } from './caption-drafts';
import {
  captionValues,
  cartPhotoLimit,
  initialCaptionValues,
  sortedCaptionFields,
  type CaptionFormValues,
} from './caption-values';
import { UploadSourceTabs } from './upload-source-tabs';
import styles from './photo-popup.module.css';

export const WAITING_TEXT = 'Waiting for upload...';
/** Not a spec text: the spec shows the server's text, and has none for a save that got no answer. */
export const CAPTIONS_SAVE_FAILURE = 'Your story details could not be saved. Please try again.';
const PHOTO_COUNT_FIELD = 'savedPhotos';

export type PhotoPopupContentProps = {
  item: CartItem;
  product: Product;
  showTabs: boolean;
  /** The upload engine, mf-uploader's './photo-uploader'. */
  PhotoUploader: ComponentType<PhotoUploaderProps>;
  /** After Done saved the captions. */
  onDone: () => void;
  /** Told whether photos are uploading, so the popup can ask before it closes on them. */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * "Please upload at least one image" as a rule of the form: the saved photo count is a form value kept in step with
 * the uploader, so Done is refused while it is 0 and the message clears as soon as a photo is saved.
 */
function PhotoRequirement({ saved }: { saved: number }) {
  const form = useForm();
  const { meta } = useField<number>(PHOTO_COUNT_FIELD, {
    validate: (count) => ((count ?? 0) > 0 ? undefined : CAPTION_MESSAGES.noPhoto),
    subscription: { error: true, touched: true },
  });
  useEffect(() => form.change(PHOTO_COUNT_FIELD, saved), [form, saved]);
  return meta.touched && meta.error ? (
    <p role="alert" className={styles.photoError}>
      {meta.error}
    </p>
  ) : null;
}

/**
 * The popup's content (accounts-and-after-sale §2 Photo upload popup, §4 Cart upload popup, §5): the uploader (under
 * the source tabs unless opened from the cart) with its drop zone, sortable selection preview and the arranging hint,
 * the caption form built from the product's fields, the "Selected N of M" counter and Done. The photos are saved on the item as they upload; Done saves the captions.
 */
export function PhotoPopupContent({
  item,
  product,
  showTabs,
  PhotoUploader,
  onDone,
  onBusyChange,
}: PhotoPopupContentProps) {
  const fields = useMemo(() => sortedCaptionFields(product), [product]);
  const userId = useStore($user)?.id;
  // The form and the uploader start from the item as the popup opened (captions typed and not yet saved, if any); the
  // cart's later answers do not reset them.
  const [saved] = useState(() => initialCaptionValues(item, fields));
  const [initialValues] = useState<CaptionFormValues>(() => ({
    ...saved,
    ...captionDrafts.get(userId, item.id),
    [PHOTO_COUNT_FIELD]: item.images.length,
  }));
  // The captions that differ from the item's are its draft (only those: the others follow the item, should it change
  // meanwhile); typed back to what the item holds, there is none.
  const [keepDraft] = useState(() => (values: CaptionFormValues) => {
    const changed = Object.keys(saved)
      .map((name) => [name, values[name] ?? ''] as const)
      .filter(([name, value]) => value !== saved[name]);
    if (changed.length > 0) captionDrafts.keep(userId, item.id, Object.fromEntries(changed));
    else captionDrafts.drop(userId, item.id);
  });
  const [initialPhotos] = useState(() => byPosition(item.images));
  const target = useMemo(() => cartPhotoTarget(item.id, product.id), [item.id, product.id]);
  const limit = cartPhotoLimit(item, product);
  const [uploads, setUploads] = useState<PhotoUploaderState>({
    saved: item.images.length,
    total: item.images.length,
    busy: false,
  });
  const counterId = useId();
  useEffect(() => onBusyChange?.(uploads.busy), [uploads.busy, onBusyChange]);

  const save = async (values: CaptionFormValues) => {
    try {
      await saveCartItemCaptions(product.id, captionValues(fields, values));
      captionDrafts.drop(userId, item.id);
      return undefined;
    } catch (error) {
      return submitErrors(error, { fallback: CAPTIONS_SAVE_FAILURE, fields: [] });
    }
  };

  const uploader = (
    <PhotoUploader target={target} initialPhotos={initialPhotos} limit={limit} onStateChange={setUploads} />
  );

  return (
    <div className={styles.layout}>
      <div className={styles.sources}>{showTabs ? <UploadSourceTabs local={uploader} /> : uploader}</div>
      <Form<CaptionFormValues>
        onSubmit={save}
        initialValues={initialValues}
        render={({ handleSubmit, submitting }) => (
          <FormElement handleSubmit={handleSubmit} onSubmitted={onDone} className={styles.form} aria-label="Your story">
            <FormSpy<CaptionFormValues> subscription={{ values: true }} onChange={({ values }) => keepDraft(values)} />
            <FormError />
            {fields.map((field) => (
              <CaptionInput key={field.id} field={field} />
            ))}
            <p id={counterId} role="status" className={styles.counter}>
              Selected {uploads.total} of {limit}
            </p>
            <PhotoRequirement saved={uploads.saved} />
            <Button type="submit" block disabled={uploads.busy || submitting} aria-describedby={counterId}>
              {uploads.busy ? WAITING_TEXT : 'Done'}
            </Button>
          </FormElement>
        )}
      />
    </div>
  );
}
