import { execFile } from 'node:child_process';
import { access, chmod, constants, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUp, staffDesk, uniqueEmail } from './support/accounts';
import { clipWithCaptions, orderAndPayNow, putInCart } from './support/shop-api';

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

async function timerSeconds(row: Locator): Promise<number> {
  const timer = row.getByRole('timer');
  await expect(timer).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);
  return secondsOf(await timer.innerText());
}

test('a paid clip on the free lead time is sped up: a choice is paid on the provider’s page and the countdown shortens', async ({
  page,
}) => {
  const clip = await clipWithCaptions(page);
  await signUp(page, uniqueEmail('speed-up'), 'speed-up-secret-1');
  await putInCart(page, clip);

  // The order is made through the API and paid from Orders with Pay now, on the local provider's page.
  const orderId = await orderAndPayNow(page);

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

/** A one-second MP4, as staff would upload a hand-made video story (made by the ffmpeg the API renders with). */
async function handMadeMp4(): Promise<Buffer> {
  // npm may unpack the binary without its executable bit (its install script is not run).
  await access(ffmpeg.path, constants.X_OK).catch(() => chmod(ffmpeg.path, 0o755));
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-video-'));
  try {
    const file = path.join(dir, 'story.mp4');
    await promisify(execFile)(ffmpeg.path, [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=teal:s=320x180:r=25:d=1'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('a speed-up paid on a page left open until the video came is refunded: the desk lists it, nothing else changes', async ({
  page,
  browser,
}) => {
  const clip = await clipWithCaptions(page);
  await signUp(page, uniqueEmail('late-speed-up'), 'speed-up-secret-2');
  await putInCart(page, clip);
  const orderId = await orderAndPayNow(page);
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
  await item.getByLabel('Hand-made video (MP4)').setInputFiles({
    name: 'story.mp4',
    mimeType: 'video/mp4',
    buffer: await handMadeMp4(),
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
});
