import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUp, staffDesk, uniqueEmail } from './support/accounts';
import { clipWithCaptions, orderAndPayNow, putInCart, type Product } from './support/shop-api';

// Speed-up (accounts-and-after-sale §4, docs/decisions/0023): a paid clip on the free lead time offers the shorter paid
// options as buttons; one is paid on the local provider's page, and back on Orders the countdown runs to the new period.
// A speed-up paid after the video came buys nothing and is refunded (docs/decisions/0019).

/** "HH:MM:SS" (hours may pass 99) in seconds. */
const secondsOf = (text: string) => {
  const [hours, minutes, seconds] = text.split(':').map(Number);
  return hours! * 3600 + minutes! * 60 + seconds!;
};

/** Orders opened at its one card: the clip's row. */
async function clipRow(page: Page, clipName: string): Promise<Locator> {
  await page.goto('/account/orders');
  await page.getByRole('button', { name: /^Order #\d{6}$/ }).click();
  const items = page.getByRole('list', { name: /^Items of order #\d{6}$/ });
  return items.getByRole('listitem').filter({ has: page.getByRole('link', { name: clipName }) });
}

/** A new shopper whose order of a clip with captions is paid from Orders: the clip and the order's number. */
async function paidClipOrder(page: Page, label: string): Promise<{ clip: Product; orderId: number }> {
  const clip = await clipWithCaptions(page);
  await signUp(page, uniqueEmail(label), 'speed-up-secret-1');
  await putInCart(page, clip);
  return { clip, orderId: await orderAndPayNow(page) };
}

async function timerSeconds(row: Locator): Promise<number> {
  const timer = row.getByRole('timer');
  await expect(timer).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);
  return secondsOf(await timer.innerText());
}

test('a paid clip on the free lead time is sped up: a choice is paid on the provider’s page and the countdown shortens', async ({
  page,
}) => {
  // The order is made through the API and paid from Orders with Pay now, on the local provider's page.
  const { clip, orderId } = await paidClipOrder(page, 'speed-up');

  // The cart's free default (Standard, 72 h) counts down; the shop's paid options are shorter, so both are offered.
  let row = await clipRow(page, clip.name);
  expect(await timerSeconds(row)).toBeGreaterThan(71 * 3600);
  const choices = row.getByRole('list', { name: 'Speed-up choices' });
  await expect(choices.getByRole('button')).toHaveText(['Fast $19.00', 'Express $39.00']);

  await choices.getByRole('button', { name: 'Express $39.00' }).click();
  await expect(page).toHaveURL(/\/api\/checkout\/pay\//);
  const orderNumber = `#${String(orderId).padStart(6, '0')}`;
  await expect(page.getByRole('heading', { name: `Express speed-up, Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('$39.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on Orders: the countdown runs to the paid time plus 6 hours, and no further speed-up is offered.
  await expect(page).toHaveURL(/\/account\/orders$/);
  row = await clipRow(page, clip.name);
  const left = await timerSeconds(row);
  expect(left).toBeLessThanOrEqual(6 * 3600);
  expect(left).toBeGreaterThan(5 * 3600);
  await expect(row.getByRole('list', { name: 'Speed-up choices' })).toHaveCount(0);
  await expect(row.getByText('Pending')).toBeVisible();
});

test('a speed-up paid on a page left open until the video came is refunded: the desk and Orders list it, nothing else changes', async ({
  page,
  browser,
}) => {
  const { clip, orderId } = await paidClipOrder(page, 'late-speed-up');
  const orderNumber = `#${String(orderId).padStart(6, '0')}`;

  // The shopper opens the Express payment page…
  const row = await clipRow(page, clip.name);
  await row.getByRole('list', { name: 'Speed-up choices' }).getByRole('button', { name: 'Express $39.00' }).click();
  await expect(page.getByRole('heading', { name: `Express speed-up, Order ${orderNumber}` })).toBeVisible();

  // …while staff upload a hand-made video for the clip and approve it: the shopper has the video.
  const staff = await staffDesk(browser);
  const item = staff
    .getByRole('region', { name: 'Orders' })
    .getByRole('article')
    .filter({ hasText: `Order ${orderNumber} ·` });
  // The hand-made video: the demo shop's preview of this clip, an MP4 the API made.
  expect(clip.preview, 'the demo clip has a preview video').toMatch(/\.mp4$/);
  const video = await page.request.get(`/api/media/${clip.preview}`);
  expect(video.ok()).toBe(true);
  await item.getByLabel('Hand-made video (MP4)').setInputFiles({
    name: 'story.mp4',
    mimeType: 'video/mp4',
    buffer: await video.body(),
  });
  await item.getByRole('button', { name: 'Upload video' }).click();
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item.getByText('Video delivered')).toBeVisible();

  // Then the shopper pays on the page still open: back on Orders the clip has its video and no speed-up…
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  const delivered = await clipRow(page, clip.name);
  await expect(delivered.getByRole('button', { name: 'Watch online' })).toBeVisible();
  await expect(delivered.getByRole('list', { name: 'Speed-up choices' })).toHaveCount(0);

  // …and the desk lists the payment as refunded.
  const refund = staff
    .getByRole('region', { name: 'Refunds' })
    .getByRole('article', { name: `Express speed-up, Order ${orderNumber} · $39.00` });
  await expect(async () => {
    await staff.reload();
    await expect(refund).toContainText('Refunded', { timeout: 1_000 });
  }).toPass();
  await expect(refund).toContainText('Why: the video story was already ready');
  await staff.context().close();

  // The shopper's Orders screen shows it under the order's items.
  await clipRow(page, clip.name);
  await expect(page.getByRole('list', { name: `Refunds of order ${orderNumber}` })).toHaveText(
    /^Express speed-up of \$39\.00 refunded on \d{2}\.\d{2}\.\d{4}: the video story was already ready\.$/,
  );
});
