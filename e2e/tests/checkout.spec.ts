import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUp, uniqueEmail } from './support/accounts';
import { clipWithCaptions, getCart, productsOfType, putInCart } from './support/shop-api';
import { addToCart, fillBilling } from './support/storefront';

// From a ready cart to a paid order (storefront §2 Checkout; accounts-and-after-sale §2 checkout success and Orders),
// through the local payment provider's own page: a signed webhook pays the order, the browser's return never does.

const PASSWORD = 'checkout-secret-1';

/** Signs up a new shopper (answers the address) with a simple product, a ready clip or both in the cart. */
async function signedUpWith(page: Page, label: string, products: 'simple' | 'clip' | 'both'): Promise<string> {
  const [simple] = await productsOfType(page, 1);
  const clip = await clipWithCaptions(page);
  const email = uniqueEmail(label);
  await signUp(page, email, PASSWORD);
  if (products !== 'clip') await putInCart(page, simple!);
  if (products !== 'simple') await putInCart(page, clip);
  return email;
}

/** The local provider's hosted page: the order total and its two ways out. */
async function onProviderPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/api\/checkout\/pay\//);
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
}

test('a simple product with billing is paid on the provider’s page and shows In Process in Orders', async ({
  page,
}) => {
  await signedUpWith(page, 'checkout-simple', 'simple');
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await expect(main.getByRole('group', { name: 'Billing details' })).toBeVisible();
  await expect(main.getByLabel('Country')).toHaveValue('USA');

  // Billing is checked before anything is sent: Place Order waits (focusable, aria-disabled) and names what is missing.
  const placeOrder = main.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toHaveAttribute('aria-disabled', 'true');
  await placeOrder.focus();
  await page.keyboard.press('Enter');
  await expect(main.getByText('First name is required')).toBeVisible();
  await main.getByLabel('Phone').fill('call me maybe');
  await expect(main.getByText('Invalid phone number')).toBeVisible();

  await fillBilling(page);
  await main.getByRole('radio', { name: 'Card' }).check();
  // A reload gives back what was typed (the tab keeps it until the order is made).
  await page.reload();
  await expect(main.getByLabel('City')).toHaveValue('Brooklyn');
  await expect(main.getByRole('radio', { name: 'Card' })).toBeChecked();
  await placeOrder.click();
  await onProviderPage(page);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\/\d+$/);
  await expect(page.getByRole('heading', { name: 'The payment was successful' })).toBeVisible();
  expect(await getCart(page)).toHaveLength(0);

  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { name: 'Your Orders List' })).toBeVisible();
  await expect(page.getByText('In Process')).toBeVisible();
});

test('a clip-only cart asks for no billing; Cancel leaves it unpaid, and Pay now from Orders pays it', async ({
  page,
}) => {
  const email = await signedUpWith(page, 'checkout-clip', 'clip');
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(main.getByRole('group', { name: 'Payment method' })).toBeVisible();
  await expect(main.getByRole('group', { name: 'Billing details' })).toHaveCount(0);
  await main.getByRole('radio', { name: 'Card' }).check();
  await main.getByRole('button', { name: 'Place Order' }).click();

  await onProviderPage(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/\d+$/);
  await expect(page.getByRole('heading', { name: 'The payment was not successful' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/account/orders');
  const payNow = page.getByRole('button', { name: 'Pay now' });
  await expect(payNow).toBeVisible();
  await page.getByRole('button', { name: /^Order #\d{6}$/ }).click();
  await expect(page.getByText('Need to pay')).toBeVisible();
  await payNow.click();
  await onProviderPage(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'The payment was successful' })).toBeVisible();
});

test('FREESTORY on a one-clip cart is a free order, paid at once without the provider', async ({ page }) => {
  await signedUpWith(page, 'checkout-free', 'clip');
  await page.goto('/account/cart');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('FREESTORY');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('region', { name: 'Your Cart Total' }).getByRole('status')).toHaveText('Coupon applied');

  await page.goto('/checkout');
  const main = page.getByRole('main');
  // Nothing to pay: no payment method to choose.
  await expect(main.getByRole('group', { name: 'Payment method' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/\d+$/);
  await expect(page.getByRole('heading', { name: 'The payment was successful' })).toBeVisible();
});

test('a visitor at the checkout signs in on the page itself and goes on with the cart they had', async ({ page }) => {
  const email = uniqueEmail('checkout-visitor');
  const signUpAnswer = await page.request.post('/api/sign-up', { data: { email, password: PASSWORD } });
  expect(signUpAnswer.ok(), await signUpAnswer.text()).toBe(true);
  const [simple] = await productsOfType(page, 1);
  await addToCart(page, simple!);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'SECURE CHECKOUT' }).click();

  // storefront §2 Checkout: "Shows the sign-in form if the user is not signed in" (mf-account's card, by federation).
  await expect(page).toHaveURL(/\/checkout$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Login' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Your order' })).toContainText(simple!.name);
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign In' }).click();

  await expect(main.getByRole('group', { name: 'Billing details' })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(main.getByRole('region', { name: 'Your order' })).toContainText(simple!.name);
  expect((await getCart(page)).map((item) => item.product)).toEqual([simple!.id]);
});

test('a Place Order whose answer is lost on the way is pressed again and goes on with the one order made', async ({
  page,
}) => {
  await signedUpWith(page, 'checkout-lost-answer', 'clip');
  let orderCalls = 0;
  await page.route('**/api/order', async (route) => {
    orderCalls += 1;
    if (orderCalls > 1) return route.continue();
    // The server makes the order; its answer never reaches the page (a dropped connection).
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Card' }).check();
  await main.getByRole('button', { name: 'Place Order' }).click();
  await expect(main.getByRole('alert')).toBeVisible();
  await main.getByRole('button', { name: 'Place Order' }).click();
  await onProviderPage(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'The payment was successful' })).toBeVisible();
  expect(orderCalls).toBe(2);
  await page.goto('/account/orders');
  await expect(page.getByRole('button', { name: /^Order #\d{6}$/ })).toHaveCount(1);
});
