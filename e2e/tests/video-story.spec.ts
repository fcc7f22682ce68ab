import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { STAFF_ACCOUNT, signUp, uniqueEmail } from './support/accounts';
import { clipWithCaptions, getAsUser, orderAndPayNow, putInCart, signedInHeaders } from './support/shop-api';

// The after-sale loop (accounts-and-after-sale §1, §4; docs/decisions/0021, 0022): a shopper pays for a clip with a
// photo, the render becomes a draft, staff approve it, and the shopper's Orders offers Watch online (an in-page player
// of a signed stream link, Range through the shell's proxy) and Download (a signed attachment).

type StaffItem = {
  id: number;
  orderId: number;
  renderState: string;
  renderError: string | null;
  draftLink: string | null;
};
type OrderAnswer = { id: number; items: { id: number; videoLinks: { watch: string; download: string } | null }[] };

const shopperOrders = (page: Page) => getAsUser<OrderAnswer[]>(page, '/api/orders');

test('a paid clip is rendered, approved by staff, then watched in the page and downloaded as video/mp4', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const clip = await clipWithCaptions(page);
  await signUp(page, uniqueEmail('video-story'), 'video-story-secret-1');
  await putInCart(page, clip);

  const orderId = await orderAndPayNow(page);

  // The render runs in the API's workers; staff see it become a draft (never 'failed').
  const staff = await signedInHeaders(page, STAFF_ACCOUNT);
  let item: StaffItem | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/staff/orders', { headers: staff });
        expect(response.ok(), await response.text()).toBe(true);
        item = ((await response.json()) as StaffItem[]).find((entry) => entry.orderId === orderId);
        expect(item?.renderState, item?.renderError ?? '').not.toBe('failed');
        return item?.renderState;
      },
      { timeout: 180_000, intervals: [1_000, 2_000] },
    )
    .toBe('draft');
  const draft = await page.request.get(item!.draftLink!, { headers: { range: 'bytes=0-99' } });
  expect(draft.status()).toBe(206);
  expect(draft.headers()['content-type']).toBe('video/mp4');

  const approved = await page.request.post(`/api/staff/orders/item/${item!.id}/approve`, { headers: staff });
  expect(approved.ok(), await approved.text()).toBe(true);
  await expect
    .poll(async () => (await shopperOrders(page)).find((entry) => entry.id === orderId)?.items[0]?.videoLinks ?? null)
    .not.toBeNull();

  // Orders: the clip's row offers the two links instead of the countdown.
  await page.goto('/account/orders');
  await page.getByRole('button', { name: `Order #${String(orderId).padStart(6, '0')}` }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: clip.name }) });
  await expect(row.getByRole('timer')).toHaveCount(0);
  const watch = row.getByRole('button', { name: 'Watch online' });
  await watch.click();
  const player = page.getByRole('dialog', { name: clip.name });
  const video = player.getByLabel(`Video story: ${clip.name}`);
  await expect(video).toBeVisible();
  // It plays: a duration is known and the time moves on (muted, as a page may start only muted playback itself).
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(0);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  await expect(watch).toBeFocused();

  // The stream link answers ranges through the shell (:3000): 206 with the asked bytes.
  const [links] = (await shopperOrders(page))
    .find((entry) => entry.id === orderId)!
    .items.map((entry) => entry.videoLinks!);
  const part = await page.request.get(links!.watch, { headers: { range: 'bytes=100-199' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toMatch(/^bytes 100-199\/\d+$/);
  expect((await part.body()).length).toBe(100);

  // Download: an attachment named after the product and the order, of type video/mp4.
  const downloadLink = row.getByRole('link', { name: 'Download' });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`-order-${String(orderId).padStart(6, '0')}\\.mp4$`));
  const file = await page.request.get((await downloadLink.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('video/mp4');
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-order-\d{6}\.mp4"$/);
  // An MP4 starts with its ftyp box.
  expect((await file.body()).subarray(4, 8).toString('latin1')).toBe('ftyp');
});
