import { useId, useState, type FormEvent } from 'react';
import { Alert, formatOrderNumber, ProductType } from '@shop/shared';
import { TRACKING_NUMBER_MAX_LENGTH, type RenderState, type StaffOrderItem } from '@shop/shared/staff';
import { approveDraft, deliverItem, renderAgain, shipItem, uploadVideo } from '../api/order-calls';
import { ACTION_FAILED, useCardAction } from '../hooks/use-card-action';
import { ActionButton } from '../../../components/action-button';
import { isRefusal } from '../../../lib/refusal';
import { PhotoStrip } from './photo-strip';
import { ShipTo } from './ship-to';
import { dateTime } from './date-time';
import styles from './staff-desk.module.css';

export const RENDER_STATE_LABELS: Record<RenderState, string> = {
  none: 'Not started',
  queued: 'Queued for rendering',
  rendering: 'Rendering',
  draft: 'Draft ready',
  failed: 'Render failed',
};

export const STATUS_LABELS: Record<StaffOrderItem['status'], string> = {
  packing: 'Packing',
  shipping: 'Shipping',
  delivered: 'Delivered',
};

export const ROW_TEXTS = {
  approve: 'Approve',
  render: 'Re-render',
  upload: 'Upload video',
  videoFile: 'Hand-made video (MP4)',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  trackingNumber: 'Tracking number',
  ship: 'Mark shipped',
  deliver: 'Mark delivered',
  delivered: 'Video delivered',
} as const;

/** The API's own text for a refused action (4xx); a server failure says nothing the staff member can use. */
const failureText = (failure: unknown) => (isRefusal(failure) ? failure.message : ACTION_FAILED);

/** One item to fulfil: what was ordered, by whom, and the next step (clip: the video; simple: shipping). */
export function StaffOrderRow({ item, onChanged }: { item: StaffOrderItem; onChanged: () => Promise<void> }) {
  const titleId = useId();
  const { busy, error, act, cardRef } = useCardAction(onChanged, failureText);

  const isClip = item.type === ProductType.CLIP;
  return (
    <article ref={cardRef} tabIndex={-1} className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {item.name} × {item.quantity}
        </h3>
        <p className={styles.muted}>
          Order #{formatOrderNumber(item.orderId)} · Item #{item.id} · {item.customerEmail}
        </p>
        <p className={styles.muted}>
          Paid {dateTime(item.paidAt)}
          {item.dueAt ? ` · Due ${dateTime(item.dueAt)}` : null}
        </p>
      </header>
      {item.shipTo ? <ShipTo shipTo={item.shipTo} /> : null}
      {item.captions.length > 0 ? (
        <dl className={styles.values}>
          {item.captions.map((caption) => (
            <div key={caption.fieldId} className={styles.value}>
              <dt>{caption.label}</dt>
              <dd>{caption.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <PhotoStrip photos={item.photos} label={`Photos of item #${item.id}`} size={72} />
      {isClip ? (
        <ClipActions item={item} busy={busy} act={act} />
      ) : (
        <ShippingActions item={item} busy={busy} act={act} />
      )}
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </article>
  );
}

type ActionsProps = { item: StaffOrderItem; busy: boolean; act: (action: () => Promise<void>) => Promise<void> };

function ClipActions({ item, busy, act }: ActionsProps) {
  const fileId = useId();
  const [video, setVideo] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const delivered = item.videoStory !== null;
  const upload = (event: FormEvent) => {
    event.preventDefault();
    if (!video) return;
    setProgress(0);
    void act(() => uploadVideo(item.id, video, setProgress)).finally(() => setProgress(null));
  };
  return (
    <div className={styles.actions}>
      <p className={styles.state}>
        {delivered ? ROW_TEXTS.delivered : RENDER_STATE_LABELS[item.renderState]}
        {item.renderAttempts > 0 && !delivered ? ` · ${item.renderAttempts} attempt(s)` : null}
      </p>
      {item.renderError ? <Alert tone="danger">{item.renderError}</Alert> : null}
      {item.draftLink ? (
        // The draft has no captions track: it is the video the shopper gets, with its text burnt into the title card.
        <video
          className={styles.player}
          src={item.draftLink}
          controls
          preload="metadata"
          aria-label={`Draft of item #${item.id}`}
        />
      ) : null}
      {delivered ? null : (
        <div className={styles.buttons}>
          {item.renderState === 'draft' ? (
            <ActionButton waiting={busy} onClick={() => void act(() => approveDraft(item.id))}>
              {ROW_TEXTS.approve}
            </ActionButton>
          ) : null}
          <ActionButton variant="secondary" waiting={busy} onClick={() => void act(() => renderAgain(item.id))}>
            {ROW_TEXTS.render}
          </ActionButton>
          <form className={styles.inline} onSubmit={upload}>
            <label htmlFor={fileId} className={styles.label}>
              {ROW_TEXTS.videoFile}
            </label>
            <input
              id={fileId}
              type="file"
              accept="video/mp4"
              onChange={(event) => setVideo(event.target.files?.[0] ?? null)}
            />
            <ActionButton type="submit" variant="secondary" waiting={busy || !video}>
              {ROW_TEXTS.upload}
            </ActionButton>
          </form>
          {progress !== null ? (
            <p className={styles.inline}>
              <progress
                className={styles.progress}
                max={100}
                value={progress}
                aria-label={`Upload of ${video?.name}`}
              />
              <span className={styles.muted}>{ROW_TEXTS.uploading(progress)}</span>
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

function ShippingActions({ item, busy, act }: ActionsProps) {
  const fieldId = useId();
  const [tracking, setTracking] = useState('');
  const ship = (event: FormEvent) => {
    event.preventDefault();
    if (tracking.trim() !== '') void act(() => shipItem(item.id, { trackingNumber: tracking.trim() }));
  };
  return (
    <div className={styles.actions}>
      <p className={styles.state}>
        {STATUS_LABELS[item.status]}
        {item.trackingNumber ? ` · Tracking number ${item.trackingNumber}` : null}
      </p>
      {item.status === 'packing' ? (
        <form className={styles.inline} onSubmit={ship}>
          <label htmlFor={fieldId} className={styles.label}>
            {ROW_TEXTS.trackingNumber}
          </label>
          <input
            id={fieldId}
            className={styles.input}
            value={tracking}
            maxLength={TRACKING_NUMBER_MAX_LENGTH}
            required
            onChange={(event) => setTracking(event.target.value)}
          />
          <ActionButton type="submit" waiting={busy || tracking.trim() === ''}>
            {ROW_TEXTS.ship}
          </ActionButton>
        </form>
      ) : null}
      {item.status === 'shipping' ? (
        <div className={styles.buttons}>
          <ActionButton waiting={busy} onClick={() => void act(() => deliverItem(item.id))}>
            {ROW_TEXTS.deliver}
          </ActionButton>
        </div>
      ) : null}
    </div>
  );
}
