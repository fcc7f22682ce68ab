import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { fileTypeFromFile } from 'file-type';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { requireStaff } from '../../plugins/auth';
import { itemIdOf } from '../staff/routes';
import { deliverReadyDrafts } from './delivery';
import { decodesAsVideo, ffmpegBinary } from './render';
import { queueRender } from './jobs';
import { approveDraft, findPaidClip, requeue, saveDraft, type ClipItem } from './repository';

// The staff desk's clip actions (docs/decisions/0021): approve a draft (delivered at once), render again, or upload a
// hand-made MP4 instead of the draft. Staff only: anonymous 401, any other signed-in user 403. The list of items to
// fulfil (GET /api/staff/orders) lives with the rest of the staff desk.

/** A hand-made story: 2:30 of 720p is 20–60 MB; this leaves room for a higher bit rate. */
export const VIDEO_UPLOAD_MAX_BYTES = 300 * 1024 * 1024;
const VIDEO_FIELD = 'video';

export const STAFF_VIDEO_TEXTS = {
  notFound: 'No paid clip item with this id',
  delivered: 'This video story was already delivered',
  noDraft: 'There is no draft video to approve',
  notMp4: 'The video must be an MP4 file',
  notPlayable: 'The video cannot be played: the MP4 file holds no video that can be decoded',
  tooLarge: `The video is larger than ${VIDEO_UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
  missing: 'video is required (a multipart form with the MP4 file in "video")',
  oneFile: 'Send one video, and nothing else, per call',
  notMultipart: 'Send the video as multipart/form-data',
  malformed: 'Malformed multipart body',
} as const;

export type StaffVideoAnswer = { ok: true };

export default async function staffVideoRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'publicUrl' | 'jobs'> },
) {
  await app.register(multipart, {
    limits: { fileSize: VIDEO_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });
  app.addHook('preHandler', requireStaff);

  /** The paid clip of the path's id, not yet delivered; else a 4xx and nothing changes. */
  async function undeliveredClip(request: FastifyRequest): Promise<ClipItem> {
    const item = await findPaidClip(app.db, itemIdOf(request));
    if (!item) throw new HttpError(404, STAFF_VIDEO_TEXTS.notFound, 'id');
    if (item.videoStory) throw new HttpError(409, STAFF_VIDEO_TEXTS.delivered, 'id');
    return item;
  }

  app.post('/staff/orders/item/:id/approve', async (request): Promise<StaffVideoAnswer> => {
    const item = await undeliveredClip(request);
    if (!(await approveDraft(app.db, item.id))) throw new HttpError(409, STAFF_VIDEO_TEXTS.noDraft, 'id');
    await deliverReadyDrafts(app, config, item.id);
    return { ok: true };
  });

  app.post('/staff/orders/item/:id/render', async (request): Promise<StaffVideoAnswer> => {
    const item = await undeliveredClip(request);
    if (!(await requeue(app.db, item.id))) throw new HttpError(409, STAFF_VIDEO_TEXTS.delivered, 'id');
    await queueRender(app, item.id);
    return { ok: true };
  });

  app.post('/staff/orders/item/:id/video', async (request): Promise<StaffVideoAnswer> => {
    const item = await undeliveredClip(request);
    if (Number(request.headers['content-length']) > VIDEO_UPLOAD_MAX_BYTES + 64 * 1024)
      throw new HttpError(413, STAFF_VIDEO_TEXTS.tooLarge, VIDEO_FIELD);
    const workDir = await mkdtemp(path.join(tmpdir(), 'staff-video-'));
    try {
      const file = path.join(workDir, 'upload.mp4');
      await receiveVideo(request, file);
      // By content, not by the name or type the browser sent.
      if ((await fileTypeFromFile(file))?.mime !== 'video/mp4')
        throw new HttpError(415, STAFF_VIDEO_TEXTS.notMp4, VIDEO_FIELD);
      if (!(await decodesAsVideo(await ffmpegBinary(config.jobs.ffmpegPath), file)))
        throw new HttpError(422, STAFF_VIDEO_TEXTS.notPlayable, VIDEO_FIELD);
      const key = `videos/${item.id}-upload-${randomBytes(8).toString('hex')}.mp4`;
      const { size } = await stat(file);
      await app.storage.put(key, { stream: createReadStream(file), size }, 'video/mp4');
      const saved = await saveDraft(app.db, item.id, key, { rendered: false });
      if (!saved) {
        await app.storage.delete([key]);
        throw new HttpError(409, STAFF_VIDEO_TEXTS.delivered, 'id');
      }
      if (saved.replaced && saved.replaced !== key) await app.storage.delete([saved.replaced]);
      request.log.info({ itemId: item.id, bytes: size }, 'hand-made video story uploaded as the draft');
      await deliverReadyDrafts(app, config, item.id);
      return { ok: true };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  });
}

/** Writes the form's one file (field "video") to `file`; every problem of the form is a 4xx. */
async function receiveVideo(request: FastifyRequest, file: string): Promise<void> {
  let received = false;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== VIDEO_FIELD || received)
        throw new HttpError(400, STAFF_VIDEO_TEXTS.oneFile, part.fieldname);
      await pipeline(part.file, createWriteStream(file));
      if (part.file.truncated) throw new HttpError(413, STAFF_VIDEO_TEXTS.tooLarge, VIDEO_FIELD);
      received = true;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new HttpError(413, STAFF_VIDEO_TEXTS.tooLarge, VIDEO_FIELD);
      case 'FST_FILES_LIMIT':
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        throw new HttpError(400, STAFF_VIDEO_TEXTS.oneFile, VIDEO_FIELD);
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw new HttpError(415, STAFF_VIDEO_TEXTS.notMultipart);
      default:
        throw new HttpError(400, STAFF_VIDEO_TEXTS.malformed);
    }
  }
  if (!received) throw new HttpError(400, STAFF_VIDEO_TEXTS.missing, VIDEO_FIELD);
}
