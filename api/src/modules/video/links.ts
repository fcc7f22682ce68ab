import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { VideoLinks } from '@shop/shared/contracts';

// Short-lived signed links to videos (docs/decisions/0022): a browser's <video> and a download link send no Bearer
// header, so whoever may see a video gets a link signed with the server's VIDEO_LINK_SECRET (HMAC-SHA256 of the kind,
// the id and the expiry), and the media routes check the signature instead of a session.

export const VIDEO_LINK_KINDS = ['watch', 'download', 'draft'] as const;
export type VideoLinkKind = (typeof VIDEO_LINK_KINDS)[number];

const HOUR_MS = 60 * 60 * 1000;
/** A link lives at least this long; long enough to watch a story with pauses, short enough that a leaked one dies. */
export const VIDEO_LINK_TTL_MS = 6 * HOUR_MS;

/** The path of each kind of link, before its query. */
export const videoLinkPath: Record<VideoLinkKind, (id: string) => string> = {
  watch: (id) => `/video-story/stream/${encodeURIComponent(id)}`,
  download: (id) => `/video-story/${encodeURIComponent(id)}`,
  draft: (id) => `/video-story/draft/${encodeURIComponent(id)}`,
};

/**
 * Expiry in Unix seconds: rounded up to the next whole hour past the TTL, so the same list read twice within an hour
 * gives the same links (the browser reuses what it cached of the video) and a link lives between 6 and 7 hours.
 */
export function linkExpiry(now: Date): number {
  return (Math.floor((now.getTime() + VIDEO_LINK_TTL_MS) / HOUR_MS) + 1) * (HOUR_MS / 1000);
}

function signature(secret: string, kind: VideoLinkKind, id: string, expires: number): string {
  return createHmac('sha256', secret).update(`${kind}\n${id}\n${expires}`).digest('base64url');
}

export function signedLink(secret: string, kind: VideoLinkKind, id: string, now: Date): string {
  const expires = linkExpiry(now);
  return `${videoLinkPath[kind](id)}?expires=${expires}&signature=${signature(secret, kind, id, expires)}`;
}

/** The shopper's links to a delivered video (its public id, order_items.video_story). */
export function videoLinks(secret: string, videoStory: string, now: Date): VideoLinks {
  return {
    watch: signedLink(secret, 'watch', videoStory, now),
    download: signedLink(secret, 'download', videoStory, now),
  };
}

/**
 * A staff watch link to an item's draft video (for the staff desk's player). `v` names the draft (a hash of its stored
 * key, which every render and upload makes new): a new draft is a new URL, so the browser does not play the copy it
 * cached of the one before. It is not signed; the route serves the item's current draft whatever it says.
 */
export function draftLink(secret: string, itemId: number, draftKey: string, now: Date): string {
  const version = createHash('sha256').update(draftKey).digest('base64url').slice(0, 12);
  return `${signedLink(secret, 'draft', String(itemId), now)}&v=${version}`;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** Checks a link's query: the signature (compared in constant time) first, then the expiry. */
export function verifyLink(
  secret: string,
  kind: VideoLinkKind,
  id: string,
  query: { expires?: unknown; signature?: unknown },
  now: Date,
): LinkCheck {
  const { expires, signature: given } = query;
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof given !== 'string') return 'invalid';
  const expected = Buffer.from(signature(secret, kind, id, Number(expires)));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return 'invalid';
  return Number(expires) * 1000 > now.getTime() ? 'valid' : 'expired';
}
