import { expect, test } from './support/test';
import { signUp, staffDesk, uniqueEmail } from './support/accounts';
import { postAsUser, productsOfType, putInCart } from './support/shop-api';

// The staff desk (/staff, docs/decisions/0024): staff answer a shopper's ticket and ship a simple item from it; anyone
// else gets the 404 page and never loads the desk's code.

const PASSWORD = 'staff-desk-secret-1';

test('a shopper’s ticket answered from the staff desk shows in the shopper’s open chat without a reload', async ({
  page,
  browser,
}) => {
  await signUp(page, uniqueEmail('staff-desk-support'), PASSWORD);
  await page.goto('/account/support');
  await page.getByRole('textbox', { name: 'Message' }).fill('Can the title be in blue?');
  await page.getByRole('button', { name: 'Send' }).click();
  const ticket = page.getByRole('button', { name: /^Ticket #\d+/ }).first();
  await expect(ticket).toHaveAttribute('aria-current', 'true');
  const ticketId = Number((await ticket.innerText()).match(/#(\d+)/)![1]);
  const chat = page.getByRole('log');
  await expect(chat.getByText('Can the title be in blue?')).toBeVisible();

  const staff = await staffDesk(browser);
  const inbox = staff.getByRole('region', { name: 'Support inbox' });
  await inbox.getByRole('button', { name: new RegExp(`^Ticket #${ticketId}\\b`) }).click();
  const staffLog = inbox.getByRole('log', { name: new RegExp(`Ticket #${ticketId}\\b`) });
  await expect(staffLog.getByText('Can the title be in blue?')).toBeVisible();
  await inbox.getByRole('textbox', { name: 'Message' }).fill('Yes, blue it is.');
  await inbox.getByRole('button', { name: 'Send' }).click();
  await expect(staffLog.getByText('Yes, blue it is.')).toBeVisible();
  // On a phone the shopper's long address wraps: nothing runs past the window.
  await staff.setViewportSize({ width: 375, height: 800 });
  await expect(staffLog.getByText('Yes, blue it is.')).toBeVisible();
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The shopper's chat polls every 5 s.
  await expect(chat.getByText('Yes, blue it is.')).toBeVisible({ timeout: 15_000 });
  await expect(chat.getByText(/Story Shop Operator/)).toBeVisible();
  await staff.context().close();
});

test('a simple item shipped and then delivered from the desk shows both steps in the shopper’s Orders', async ({
  page,
  browser,
}) => {
  const [simple] = await productsOfType(page, 1);
  await signUp(page, uniqueEmail('staff-desk-ship'), PASSWORD);
  await putInCart(page, simple!);
  const ordered = await postAsUser(page, '/api/order', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    country: 'USA',
    streetAddress: '12 Analytical Row',
    city: 'Brooklyn',
    postcode: '11201',
    phone: '+1 (718) 555-0100',
    paymentMethod: 'card',
  });
  expect(ordered.ok(), await ordered.text()).toBe(true);
  const orderId = ((await ordered.json()) as { order: { id: number } }).order.id;
  const session = await postAsUser(page, '/api/checkout/create-session', { orderId });
  expect(session.ok(), await session.text()).toBe(true);
  // The local provider's Pay button posts here; its answer sends the browser back once the webhook has paid the order.
  const paid = await page.request.post(((await session.json()) as { url: string }).url, { maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);

  const staff = await staffDesk(browser);
  const item = staff
    .getByRole('region', { name: 'Orders' })
    .getByRole('article')
    .filter({ hasText: `Order #${String(orderId).padStart(6, '0')} ·` });
  await expect(item).toContainText('Packing');
  const tracking = `1Z${Date.now()}`;
  await item.getByRole('textbox', { name: 'Tracking number' }).fill(tracking);
  await item.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(item).toContainText(`Shipping · Tracking number ${tracking}`);

  // The shopper's one order, opened to show its items.
  const openOrder = () => page.getByRole('button', { name: /^Order #\d{6}$/ }).click();
  await page.goto('/account/orders');
  await openOrder();
  await expect(page.getByText('Shipping', { exact: true })).toBeVisible();
  await expect(page.getByText(`Tracking number: ${tracking}`)).toBeVisible();

  await item.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(item).toContainText('Delivered');
  await page.reload();
  await openOrder();
  await expect(page.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(page.getByText(`Tracking number: ${tracking}`)).toBeVisible();
  await staff.context().close();
});

test('a visitor and a shopper at /staff get the 404 page, and the desk’s code is never fetched', async ({ page }) => {
  const deskChunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('staff-desk')) deskChunks.push(request.url());
  });

  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await signUp(page, uniqueEmail('staff-desk-404'), PASSWORD);
  await expect(
    page.getByRole('navigation', { name: 'Account area' }).getByRole('link', { name: 'Staff desk' }),
  ).toHaveCount(0);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff desk' })).toHaveCount(0);
  expect(deskChunks).toEqual([]);
});
