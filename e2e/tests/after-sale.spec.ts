import { LOCAL_SHOP_URL } from '@shop/shared/apps';
import { expect, test } from './support/test';
import { DEMO_ACCOUNT, signIn, signUp, STAFF_ACCOUNT, uniqueEmail } from './support/accounts';
import { signedInHeaders } from './support/shop-api';

// After the sale (accounts-and-after-sale §2): the account's Coupons and Support screens.

test('the demo account lists its coupons and copies a code, the button reading Copied for a moment', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: LOCAL_SHOP_URL });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.goto('/account/coupons');
  await expect(page.getByRole('heading', { name: 'Your Active Coupons' })).toBeVisible();
  await expect(page.getByText('-25%')).toBeVisible();
  await expect(page.getByText('Free story')).toBeVisible();

  const copy = page.getByRole('button', { name: 'Copy WELCOME25' });
  await copy.click();
  await expect(page.getByRole('button', { name: /^Copied\b/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME25');
  // Back to "Copy" after COPY_FEEDBACK_MS (1.5 s).
  await expect(copy).toBeVisible({ timeout: 5_000 });
});

test('a shopper’s ticket answered by staff shows the reply in the open chat without a reload', async ({ page }) => {
  await signUp(page, uniqueEmail('support'), 'support-secret-1');
  await page.goto('/account/support');
  await expect(page.getByRole('heading', { name: 'Support', exact: true })).toBeVisible();
  await expect(page.getByText('Start a new conversation with our support team.')).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toHaveAttribute('placeholder', 'Describe your issue...');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await box.fill('My video has the wrong title.');
  await send.click();

  // The new ticket is at the top of the list and open.
  const ticket = page.getByRole('button', { name: /^Ticket #\d+/ }).first();
  await expect(ticket).toHaveAttribute('aria-current', 'true');
  const ticketId = Number((await ticket.innerText()).match(/#(\d+)/)![1]);
  const log = page.getByRole('log');
  await expect(log.getByText('My video has the wrong title.')).toBeVisible();
  await expect(log.getByText(/^You/)).toBeVisible();
  await expect(box).toHaveAttribute('placeholder', 'Write a message...');

  // Staff answer through their own call; the shopper's open chat polls and shows it.
  const reply = await page.request.post('/api/staff/support/message', {
    headers: await signedInHeaders(page, STAFF_ACCOUNT),
    data: { ticket: ticketId, content: 'Sorry about that, a corrected video is on its way.' },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  await expect(log.getByText('Sorry about that, a corrected video is on its way.')).toBeVisible({ timeout: 15_000 });
  await expect(log.getByText(/Story Shop Operator/)).toBeVisible();
});
