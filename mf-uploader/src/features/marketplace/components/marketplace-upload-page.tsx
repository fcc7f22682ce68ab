import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { Alert, Button, ErrorPanel, Loader, type PhotoUploaderState, type UploadedPhoto } from '@shop/shared';
import { Form, FormElement, FormError, submitErrors, useFormState } from '@shop/shared/forms';
import {
  MARKETPLACE_VARIANTS,
  type MarketplaceSubmit1,
  type MarketplaceSubmit2,
  type MarketplaceVariant,
} from '@shop/shared/marketplace';
import { PhotoUploader, type UploadQueueOptions } from '../../photo-uploader';
import { getMarketplacePhotos, submitMarketplaceOrder } from '../api/marketplace-calls';
import { createMarketplaceTarget } from '../api/marketplace-target';
import { MARKETPLACE_TEXTS as TEXTS, SUCCESS_MESSAGES } from '../texts';
import { EMPTY_VALUES, MarketplaceFields, type MarketplaceValues } from './marketplace-fields';
import styles from './marketplace-upload-page.module.css';

export interface MarketplaceUploadPageProps {
  variant: MarketplaceVariant;
  /** The API's origin when it is not the page's (the embedded element). */
  origin?: string;
  /** The page's own heading is an h1; inside a partner's page (the element) an h2. */
  headingLevel?: 1 | 2;
  /** The engine's browser parts, replaced in tests. */
  engine?: Partial<UploadQueueOptions>;
}

type Session = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; photos: UploadedPhoto[] };

/** The form's values as the variant's submit payload, trimmed, with the saved photos' ids in their order. */
function submitPayload(variant: MarketplaceVariant, values: MarketplaceValues, images: number[]) {
  const text = (name: keyof MarketplaceValues) => (values[name] ?? '').trim();
  return variant === 1
    ? ({ orderNumber: text('orderNumber'), storyTitle: text('storyTitle'), images } satisfies MarketplaceSubmit1)
    : ({
        orderNumber: text('orderNumber'),
        names: text('names'),
        eventDate: text('eventDate'),
        location: text('location'),
        details: text('details'),
        images,
      } satisfies MarketplaceSubmit2);
}

/**
 * /upload (variant 1) and /uploader (variant 2), also inside the embeddable element (accounts-and-after-sale §2-§5):
 * the session's photos restored, the uploader, the form, Send once every upload is done and a photo is saved, then
 * the success view.
 */
export function MarketplaceUploadPage({ variant, origin, headingLevel = 1, engine }: MarketplaceUploadPageProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const target = useMemo(() => createMarketplaceTarget(variant, origin), [variant, origin]);
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [uploads, setUploads] = useState<PhotoUploaderState>({ saved: 0, total: 0, busy: false });
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [noPhoto, setNoPhoto] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getMarketplacePhotos({ variant, origin, signal: controller.signal }).then(
      (restored) => {
        setSession({ status: 'ready', photos: restored });
        setUploads({ saved: restored.length, total: restored.length, busy: false });
        setPhotos(restored);
      },
      (error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        console.error('The saved photos could not be loaded', error);
        setSession({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [variant, origin, attempt]);

  function trackUploads(state: PhotoUploaderState) {
    // "Please upload at least one image" goes once a photo comes in.
    if (state.total > uploads.total || state.saved > 0) setNoPhoto(false);
    setUploads(state);
  }

  async function send(values: MarketplaceValues) {
    if (photos.length === 0) return undefined;
    try {
      await submitMarketplaceOrder(
        { variant, origin },
        submitPayload(
          variant,
          values,
          photos.map((photo) => photo.id),
        ),
      );
    } catch (error) {
      // Every server error at the top of the form, even one that names a field (accounts-and-after-sale §5).
      return submitErrors(error, {
        fallback: error instanceof Error && error.message ? error.message : 'Unknown error',
        fields: [],
      });
    }
    setSent(true);
    return undefined;
  }

  let body;
  if (sent)
    body = (
      // The form and its Send button are gone: focus goes to what replaced them.
      <div tabIndex={-1} ref={(node) => node?.focus()} className={styles.successFocus}>
        <Alert tone="success" className={styles.success}>
          <p className={styles.successMessage}>{SUCCESS_MESSAGES[variant]}</p>
          <p className={styles.successNote}>{TEXTS.delivery}</p>
        </Alert>
      </div>
    );
  else if (session.status === 'loading') body = <Loader />;
  else if (session.status === 'failed')
    body = (
      <ErrorPanel
        title={TEXTS.loadFailedTitle}
        message={TEXTS.loadFailedMessage}
        retryLabel={TEXTS.tryAgain}
        onRetry={() => {
          setSession({ status: 'loading' });
          setAttempt((count) => count + 1);
        }}
        headingLevel={headingLevel === 1 ? 2 : 3}
      />
    );
  else
    body = (
      <div className={styles.layout}>
        <div className={styles.photos}>
          <p className={styles.notice}>{TEXTS.limitNotice}</p>
          <PhotoUploader
            target={target}
            initialPhotos={session.photos}
            limit={MARKETPLACE_VARIANTS[variant].limit}
            onStateChange={trackUploads}
            onPhotosChange={setPhotos}
            engine={engine}
          />
        </div>
        <Form<MarketplaceValues> onSubmit={send} initialValues={EMPTY_VALUES[variant]}>
          {({ handleSubmit }) => (
            <FormElement
              className={styles.form}
              aria-label={TEXTS.title}
              handleSubmit={(event) => {
                if (photos.length === 0) setNoPhoto(true);
                return handleSubmit(event);
              }}
            >
              <FormError />
              <MarketplaceFields variant={variant} />
              <p className={styles.selected} aria-live="polite">
                {TEXTS.selected(uploads.total)}
              </p>
              {noPhoto ? <Alert tone="danger">{TEXTS.noPhoto}</Alert> : null}
              <SendButton uploading={uploads.busy} />
            </FormElement>
          )}
        </Form>
      </div>
    );

  return (
    <section className={styles.page}>
      <Heading className={styles.title}>{TEXTS.title}</Heading>
      {body}
    </section>
  );
}

/**
 * Send reads "Waiting while uploading..." and cannot be used while photos upload or the form is submitting (§2). It
 * stays focusable (aria-disabled, as the checkout's Place order): a disabled button drops the keyboard focus to
 * <body>, where a refused submission left it. Enter in a field submits through this button's click, so cancelling the
 * click stops both.
 */
function SendButton({ uploading }: { uploading: boolean }) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const waiting = uploading || submitting;
  return (
    <Button
      type="submit"
      block
      aria-disabled={waiting || undefined}
      aria-busy={waiting || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (waiting) event.preventDefault();
      }}
    >
      {waiting ? TEXTS.waiting : TEXTS.send}
    </Button>
  );
}

/** /upload. */
export const MarketplaceUpload1Page = () => <MarketplaceUploadPage variant={1} />;
/** /uploader. */
export const MarketplaceUpload2Page = () => <MarketplaceUploadPage variant={2} />;
