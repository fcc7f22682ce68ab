import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { draftLink, linkExpiry, signedLink, verifyLink, videoLinks, VIDEO_LINK_TTL_MS } from './links';

const SECRET = 'links-test-secret-0123456789abcdefghijklmnop';
const NOW = new Date('2026-11-23T10:17:00.000Z');

/** The query of a signed link, as Fastify hands it to the route. */
function queryOf(link: string): Record<string, string> {
  return Object.fromEntries(new URL(link, 'http://shop.test').searchParams);
}

describe('video links', () => {
  test('watch and download links point at the stream and download paths of the video', () => {
    const links = videoLinks(SECRET, 'Vid_abc-123', NOW);
    assert.match(links.watch, /^\/video-story\/stream\/Vid_abc-123\?expires=\d+&signature=[\w-]+$/);
    assert.match(links.download, /^\/video-story\/Vid_abc-123\?expires=\d+&signature=[\w-]+$/);
    assert.match(
      draftLink(SECRET, 42, 'videos/42-a.mp4', NOW),
      /^\/video-story\/draft\/42\?expires=\d+&signature=[\w-]+&v=[\w-]{12}$/,
    );
  });

  test('a new draft of the same item is a new link, and both pass the check', () => {
    const first = new URL(draftLink(SECRET, 42, 'videos/42-first.mp4', NOW), 'http://shop');
    const second = new URL(draftLink(SECRET, 42, 'videos/42-second.mp4', NOW), 'http://shop');
    assert.notEqual(first.href, second.href);
    for (const link of [first, second])
      assert.equal(verifyLink(SECRET, 'draft', '42', Object.fromEntries(link.searchParams), NOW), 'valid');
  });

  test('a link lives between the TTL and one hour more, and the same hour gives the same link', () => {
    const expiresMs = linkExpiry(NOW) * 1000;
    assert.ok(expiresMs >= NOW.getTime() + VIDEO_LINK_TTL_MS);
    assert.ok(expiresMs <= NOW.getTime() + VIDEO_LINK_TTL_MS + 60 * 60 * 1000);
    assert.equal(
      signedLink(SECRET, 'watch', 'v1', NOW),
      signedLink(SECRET, 'watch', 'v1', new Date(NOW.getTime() + 60_000)),
    );
  });

  test('accepts its own signature until the expiry, then says expired', () => {
    const query = queryOf(videoLinks(SECRET, 'v1', NOW).watch);
    assert.equal(verifyLink(SECRET, 'watch', 'v1', query, NOW), 'valid');
    const justBefore = new Date(Number(query.expires) * 1000 - 1);
    assert.equal(verifyLink(SECRET, 'watch', 'v1', query, justBefore), 'valid');
    assert.equal(verifyLink(SECRET, 'watch', 'v1', query, new Date(Number(query.expires) * 1000)), 'expired');
  });

  test('refuses a tampered signature or expiry, another id, another kind and another secret', () => {
    const query = queryOf(videoLinks(SECRET, 'v1', NOW).watch);
    const flipped = `${query.signature!.slice(0, -1)}${query.signature!.endsWith('A') ? 'B' : 'A'}`;
    assert.equal(verifyLink(SECRET, 'watch', 'v1', { ...query, signature: flipped }, NOW), 'invalid');
    assert.equal(
      verifyLink(SECRET, 'watch', 'v1', { ...query, expires: String(Number(query.expires) + 3600) }, NOW),
      'invalid',
    );
    assert.equal(verifyLink(SECRET, 'watch', 'v2', query, NOW), 'invalid');
    assert.equal(verifyLink(SECRET, 'download', 'v1', query, NOW), 'invalid');
    assert.equal(verifyLink(`${SECRET}x`, 'watch', 'v1', query, NOW), 'invalid');
  });

  test('refuses a missing, repeated or malformed query', () => {
    const query = queryOf(videoLinks(SECRET, 'v1', NOW).watch);
    assert.equal(verifyLink(SECRET, 'watch', 'v1', {}, NOW), 'invalid');
    assert.equal(verifyLink(SECRET, 'watch', 'v1', { expires: query.expires }, NOW), 'invalid');
    assert.equal(
      verifyLink(SECRET, 'watch', 'v1', { ...query, signature: [query.signature, query.signature] }, NOW),
      'invalid',
    );
    assert.equal(verifyLink(SECRET, 'watch', 'v1', { ...query, expires: '1e12' }, NOW), 'invalid');
    assert.equal(verifyLink(SECRET, 'watch', 'v1', { ...query, signature: '' }, NOW), 'invalid');
  });
});
