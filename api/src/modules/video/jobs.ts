import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import type { Config } from '../../config';
import { fileOrBytes } from '../../lib/storage/index';
import { storeOf } from '../../plugins/storage';
import { deliverReadyDrafts } from './delivery';
import { ffmpegBinary, renderStory } from './render';
import { clipsToQueue, markQueued, recordRenderError, renderSource, saveDraft, startRender } from './repository';

// The render queue and the delivery round (docs/decisions/0021). A paid clip's render is a pg-boss job on a stately
// queue keyed by the item, so at most one waits and one runs per item; a failed attempt is retried with backoff and,
// once the retries are used up, the item shows 'failed' with its error for staff.

export const RENDER_QUEUE = 'video-render';
/** Retries after the first attempt; pg-boss waits config.jobs.renderRetryDelaySeconds × 2^n (with jitter) between them. */
export const RENDER_RETRY_LIMIT = 2;
/** A job running longer is taken for lost (its worker died) and retried; ffmpeg is stopped a little before that. */
const RENDER_EXPIRE_SECONDS = 20 * 60;
/** How often workers look for approved or due drafts: the countdown's end is late by at most this much. */
export const DELIVERY_INTERVAL_MS = 5_000;
/** Drafts live beside uploads (S3 or MEDIA_DIR) as videos/{item}-{random}.mp4; order_items.draft_video holds the key. */
const DRAFT_FOLDER = 'videos/';

export interface RenderJob {
  itemId: number;
}

export interface VideoJobsOptions {
  config: Pick<Config, 'publicUrl' | 'jobs'>;
}

/** Queues a render of the item (a stately job per item: a second one while one waits is dropped), then marks it queued. */
export async function queueRender(app: FastifyInstance, itemId: number): Promise<void> {
  await app.jobs.send<RenderJob>(RENDER_QUEUE, { itemId }, { singletonKey: String(itemId) });
  await markQueued(app.db, itemId);
}

/**
 * After an order's paid transition has committed: its clips get their render jobs and go from none to queued. Never
 * throws (the payment stands; the sweep when workers start sends what was missed), so callers can fire and forget.
 */
export async function queueOrderRenders(app: FastifyInstance, orderId: number): Promise<void> {
  try {
    for (const itemId of await clipsToQueue(app.db, orderId)) await queueRender(app, itemId);
  } catch (error) {
    app.log.error({ err: error, orderId }, 'could not queue the order’s video renders');
  }
}

async function renderItem(
  app: FastifyInstance,
  config: VideoJobsOptions['config'],
  job: PgBoss.JobWithMetadata<RenderJob>,
) {
  const { itemId } = job.data;
  const started = await startRender(app.db, itemId, { retry: job.retryCount > 0 });
  if (!started) {
    app.log.warn({ itemId, jobId: job.id }, 'render job for an item with nothing to render: skipped');
    return;
  }
  const workDir = await mkdtemp(path.join(tmpdir(), 'story-'));
  try {
    const source = await renderSource(app.db, itemId);
    if (source.photos.length === 0) throw new Error('The item has no photos');
    // Each original when its turn comes (renderStory holds a few at most).
    const photos = source.photos.map(({ file, originalPath }) => async () => {
      const photo = await fileOrBytes(storeOf(app, originalPath), originalPath);
      if (!photo) throw new Error(`Photo ${file} is missing from storage`);
      return photo;
    });
    const texts = source.captions.map((caption) => caption.value);
    const file = await renderStory(
      {
        photos,
        texts: texts.some((text) => text.trim()) ? texts : [source.name],
        durationSeconds: source.durationSeconds,
      },
      {
        ffmpegPath: await ffmpegBinary(config.jobs.ffmpegPath),
        workDir,
        timeoutMs: (RENDER_EXPIRE_SECONDS - 60) * 1000,
      },
    );
    const key = `${DRAFT_FOLDER}${itemId}-${randomBytes(8).toString('hex')}.mp4`;
    const { size } = await stat(file);
    await app.storage.put(key, { stream: createReadStream(file), size }, 'video/mp4');
    const saved = await saveDraft(app.db, itemId, key, { rendered: true });
    // The draft it replaced goes; if the item moved on meanwhile (delivered, or a staff upload), the new file goes.
    if (!saved) await app.storage.delete([key]);
    else if (saved.replaced && saved.replaced !== key) await app.storage.delete([saved.replaced]);
    app.log.info({ itemId, attempt: started.attempts, seconds: source.durationSeconds }, 'video story draft rendered');
    await deliverReadyDrafts(app, config, itemId);
  } catch (error) {
    const final = job.retryCount >= job.retryLimit;
    const message = error instanceof Error ? error.message : String(error);
    await recordRenderError(app.db, itemId, message.slice(0, 1000), final);
    if (final) app.log.error({ err: error, itemId, attempts: started.attempts }, 'video story render failed for good');
    else
      app.log.warn({ err: error, itemId, attempt: started.attempts }, 'video story render failed; it will be retried');
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function videoJobs(app: FastifyInstance, { config }: VideoJobsOptions) {
  app.jobs.define<RenderJob>(
    RENDER_QUEUE,
    {
      policy: 'stately',
      retryLimit: RENDER_RETRY_LIMIT,
      retryDelay: config.jobs.renderRetryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: RENDER_EXPIRE_SECONDS,
    },
    (job) => renderItem(app, config, job),
    { pollingIntervalSeconds: 1 },
  );
  if (!config.jobs.workers) return;
  app.jobs.onWorkersStarted('queueing forgotten renders', async () => {
    const waiting = await clipsToQueue(app.db);
    for (const itemId of waiting) await queueRender(app, itemId);
    if (waiting.length > 0)
      app.log.info({ items: waiting }, 'sent render jobs for paid clips waiting at none or queued');
  });
  app.jobs.onWorkersStarted('delivery round', async () => {
    app.background.every('video story delivery', DELIVERY_INTERVAL_MS, () => deliverReadyDrafts(app, config));
  });
}

export default fp(videoJobs, { name: 'video-jobs', dependencies: ['jobs', 'db', 'storage', 'mail', 'background'] });
