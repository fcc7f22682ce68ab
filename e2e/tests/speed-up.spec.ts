import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUp, uniqueEmail } from './support/accounts';
import { clipWithCaptions, orderAndPayNow, putInCart } from './support/shop-api';

// Speed-up (accounts-and-after-sale §4, docs/decisions/0023): a paid clip on the free lead time offers the shorter paid
// options as buttons; one is paid on the local provider's page, and back on Orders the countdown runs to the new period.

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
