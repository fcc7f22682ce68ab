import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatOrderNumber } from '@shop/shared/format';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { rows } from '../../db/sql';
import { sendStored } from '../media/serve';
import { verifyLink, type VideoLinkKind } from './links';

// The media links of accounts-and-after-sale §2: /video-story/stream/{id} (the in-page player, with Range) and
// /video-story/{id} (a download), plus /video-story/draft/{itemId} for the staff player. A browser opens them without
// a Bearer header, so the signed query (links.ts, docs/decisions/0022) is what says the caller may have the video.

interface StoredVideo {
  draft_video: string;
  slug: string;
  order_id: number;
}

type LinkQuery = { Params: { id: string }; Querystring: { expires?: string; signature?: string } };

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};
const extensionOf = (key: string) => /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? 'mp4';
const typeOf = (key: string) => VIDEO_TYPES[extensionOf(key)] ?? 'video/mp4';

/** "<product-slug>-order-000042.mp4": the product and the order number as the Orders screen shows it. */
export function downloadName({ slug, order_id: orderId, draft_video: key }: StoredVideo): string {
  const product =
    slug
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'video-story';
  const extension = VIDEO_TYPES[extensionOf(key)] ? extensionOf(key) : 'mp4';
  return `${product}-order-${formatOrderNumber(orderId)}.${extension}`;
}

export default async function videoRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const secret = config.videoLinkSecret;

  function checkLink(request: FastifyRequest<LinkQuery>, kind: VideoLinkKind) {
    const check = verifyLink(secret, kind, request.params.id, request.query, new Date());
    if (check === 'expired')
      throw new HttpError(403, 'This video link has expired; open the video from your orders again');
    if (check === 'invalid') throw new HttpError(403, 'This video link is not valid');
    // Until the link expires, and for this browser only (the link is the owner's).
    return `private, max-age=${Math.max(0, Number(request.query.expires) - Math.floor(Date.now() / 1000))}`;
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    video: StoredVideo | undefined,
    cacheControl: string,
    attachment: boolean,
  ) {
    if (!video) throw new HttpError(404, 'Video not found');
    const info = await app.storage.head(video.draft_video);
    if (!info) throw new HttpError(404, 'Video not found');
    reply.header('content-disposition', attachment ? `attachment; filename="${downloadName(video)}"` : 'inline');
    return sendStored(request, reply, app.storage, video.draft_video, typeOf(video.draft_video), {
      known: info,
      cacheControl,
    });
  }

  const delivered = async (videoStory: string) =>
    (
      await rows<StoredVideo>(
        app.db,
        sql`select draft_video, slug, order_id from order_items where video_story = ${videoStory} and draft_video is not null`,
      )
    )[0];

  app.get<LinkQuery>('/stream/:id', async (request, reply) => {
    const cacheControl = checkLink(request, 'watch');
    return send(request, reply, await delivered(request.params.id), cacheControl, false);
  });

  app.get<LinkQuery>('/:id', async (request, reply) => {
    const cacheControl = checkLink(request, 'download');
    return send(request, reply, await delivered(request.params.id), cacheControl, true);
  });

  app.get<LinkQuery>('/draft/:id', async (request, reply) => {
    const cacheControl = checkLink(request, 'draft');
    const itemId = Number(request.params.id);
    // A signed id is always one the server wrote, but the column is an integer: never let a query fail on it.
    if (!/^\d{1,9}$/.test(request.params.id)) throw new HttpError(404, 'Video not found');
    const [draft] = await rows<StoredVideo>(
      app.db,
      sql`select draft_video, slug, order_id from order_items where id = ${itemId} and draft_video is not null`,
    );
    return send(request, reply, draft, cacheControl, false);
  });
}
