import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUp, uniqueEmail } from './support/accounts';
import { clipWithCaptions, postAsUser, productsOfType, type Product } from './support/shop-api';
import { addToCart } from './support/storefront';

// The cart page (storefront §2 Cart) against the real API: rows, quantity and lead time, coupons, totals, the
// checkout readiness reasons, a visitor's cart merged at sign-up, and the cart inside the account area.

const PASSWORD = 'cart-secret-1';

const totals = (page: Page) => page.getByRole('region', { name: 'Your Cart Total' });
const row = (page: Page, product: Product) => page.getByRole('listitem', { name: product.name });
const checkout = (page: Page) => totals(page).getByRole('button', { name: 'SECURE CHECKOUT' });

/** "$1,234.50" → 123450. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
/** The amount beside a label in "Your Cart Total", in cents. */
async function amount(page: Page, label: string): Promise<number> {
  const term = totals(page)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}`) });
  return cents(await term.locator('xpath=following-sibling::dd[1]').innerText());
}
/** 8.875% of an amount in cents, half a cent up. */
const taxOf = (amountCents: number) => Math.floor((amountCents * 8875 + 50_000) / 100_000);

async function pickProducts(page: Page): Promise<{ simple: Product; clip: Product }> {
  const [simple] = await productsOfType(page, 1);
  expect(simple, 'an available simple product').toBeTruthy();
  // A clip with more than one caption field, so the caption reason names the first one.
  return { simple: simple!, clip: await clipWithCaptions(page) };
}

async function openAccountCart(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /My cart/ })
    .click();
  await expect(page).toHaveURL(/\/account\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
}

test('a shopper changes quantity and lead time, applies STORY10, and an unknown code is refused', async ({ page }) => {
  const { simple, clip } = await pickProducts(page);
  await signUp(page, uniqueEmail('cart-coupon'), PASSWORD);
  await addToCart(page, simple);
  await addToCart(page, clip);
  await openAccountCart(page);

  // Inside the account area, with its Cart tab lit.
  await expect(
    page.getByRole('navigation', { name: 'Account area' }).getByRole('link', { name: 'Cart' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(row(page, simple).getByText('Available', { exact: true })).toBeVisible();
  await expect(row(page, clip).getByRole('link', { name: clip.name })).toHaveAttribute(
    'href',
    `/catalog/product/${clip.slug}`,
  );
  await expect(row(page, clip).getByText(/\d+ pictures · \d\d:\d\d/)).toBeVisible();
  await expect(
    row(page, clip).getByRole('button', { name: /Upload Your Photos & Add Your Story Title/ }),
  ).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(totals(page)).toContainText('Price displayed excludes any applicable taxes and a handling fee.');

  const start = await amount(page, 'Subtotal');
  expect(start).toBe(Math.round((simple.price + clip.price) * 100));

  await row(page, simple)
    .getByRole('button', { name: `Increase quantity of ${simple.name}` })
    .click();
  await expect(row(page, simple).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect.poll(() => amount(page, 'Subtotal')).toBe(start + Math.round(simple.price * 100));

  const leadTime = row(page, clip).getByRole('combobox', { name: 'Lead time' });
  await leadTime.selectOption({ label: 'Fast — +$19.00' });
  const subtotal = start + Math.round(simple.price * 100) + 1900;
  await expect.poll(() => amount(page, 'Subtotal')).toBe(subtotal);
  await page.reload();
  await expect(row(page, clip).getByRole('combobox', { name: 'Lead time' })).toHaveValue(/\d+/);
  await expect(row(page, simple).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  expect(await amount(page, 'Subtotal')).toBe(subtotal);
  expect(await amount(page, 'Tax')).toBe(taxOf(subtotal));

  const coupon = page.getByRole('textbox', { name: 'Coupon code' });
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await coupon.fill('NOSUCHCODE');
  await apply.click();
  await expect(page.getByRole('alert')).toHaveText('This coupon code does not exist');
  await expect(coupon).toHaveAccessibleDescription('This coupon code does not exist');

  await coupon.fill('STORY10');
  await apply.click();
  await expect(totals(page).getByRole('status')).toHaveText('Coupon applied');
  await expect(coupon).toHaveValue('');
  await expect(totals(page).getByRole('term').filter({ hasText: 'Discount' })).toBeVisible();
  const discount = await amount(page, 'Discount');
  // 10% of each item, rounded to the cent per item.
  expect(Math.abs(-discount - Math.round(subtotal / 10))).toBeLessThanOrEqual(2);
  const taxable = subtotal + discount;
  expect(await amount(page, 'Tax')).toBe(taxOf(taxable));
  expect(await amount(page, 'Total')).toBe(taxable + taxOf(taxable));
});

test('SECURE CHECKOUT names what is missing: lead time, then captions, then photos', async ({ page }) => {
  const { clip } = await pickProducts(page);
  await signUp(page, uniqueEmail('cart-ready'), PASSWORD);
  await addToCart(page, clip);
  await openAccountCart(page);
  const [firstField] = [...clip.captionFields].sort((a, b) => a.position - b.position);

  // A new clip item has the default lead time; its captions and photos are missing.
  await expect(
    totals(page).getByText(`To proceed to payment, add ${firstField!.label} for ${clip.name}`),
  ).toBeVisible();
  await expect(checkout(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(checkout(page)).toHaveAccessibleDescription(
    new RegExp(`add ${firstField!.label} for ${clip.name}.*upload photos for ${clip.name}`),
  );

  expect((await postAsUser(page, '/api/cart/update', { product: clip.id, leadTimePrice: null })).status()).toBe(200);
  await page.reload();
  await expect(
    totals(page).getByText(`To proceed to payment, select a lead time price for ${clip.name}`),
  ).toBeVisible();
  await expect(row(page, clip).getByRole('combobox', { name: 'Lead time' })).toHaveValue('');

  await row(page, clip).getByRole('combobox', { name: 'Lead time' }).selectOption({ label: 'Standard — Included' });
  await expect(
    totals(page).getByText(`To proceed to payment, add ${firstField!.label} for ${clip.name}`),
  ).toBeVisible();

  const captions = clip.captionFields.map((field) => ({
    fieldId: field.id,
    value: field.label.includes('date') ? '2025-06-01' : 'Our story',
  }));
  expect((await postAsUser(page, '/api/cart/update', { product: clip.id, captions })).status()).toBe(200);
  await page.reload();
  await expect(totals(page).getByText(`To proceed to payment, upload photos for ${clip.name}`)).toBeVisible();
  await checkout(page).focus();
  await expect(page.getByRole('tooltip').filter({ hasText: `upload photos for ${clip.name}` })).toBeVisible();
  await expect(totals(page).getByRole('link', { name: 'SECURE CHECKOUT' })).toHaveCount(0);
});

test('a visitor’s cart: reasons, the coupon asks to sign in, and the cart is merged at sign-up', async ({ page }) => {
  const { simple, clip } = await pickProducts(page);
  await addToCart(page, simple);
  await addToCart(page, clip);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /My cart/ })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page).toHaveTitle(/^Cart — /);
  await expect(row(page, simple)).toBeVisible();
  await expect(row(page, clip)).toBeVisible();

  // The visitor's cart lives in the browser: take the clip's lead time away there.
  await page.evaluate((productId) => {
    const items = JSON.parse(localStorage.getItem('shop.cart') ?? '[]') as {
      product: number;
      leadTimePrice: number | null;
    }[];
    localStorage.setItem(
      'shop.cart',
      JSON.stringify(items.map((item) => (item.product === productId ? { ...item, leadTimePrice: null } : item))),
    );
  }, clip.id);
  await page.reload();
  await expect(
    totals(page).getByText(`To proceed to payment, select a lead time price for ${clip.name}`),
  ).toBeVisible();

  await row(page, simple).getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  await row(page, simple).getByRole('spinbutton', { name: 'Quantity' }).press('Enter');
  await expect.poll(() => amount(page, 'Subtotal')).toBe(Math.round((simple.price * 3 + clip.price) * 100));

  await page.getByRole('textbox', { name: 'Coupon code' }).fill('STORY10');
  await page.getByRole('button', { name: 'Apply' }).click();
  const askedToSignIn = page.getByRole('alert');
  await expect(askedToSignIn).toContainText('Please sign in to continue.');
  await expect(askedToSignIn.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/sign-in?return=%2Faccount%2Fcart',
  );

  await signUp(page, uniqueEmail('cart-merge'), PASSWORD);
  await openAccountCart(page);
  await expect(row(page, simple).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  await expect(row(page, clip)).toBeVisible();

  // Signed in, /cart is the account's cart.
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/account\/cart$/);
  await expect(row(page, clip)).toBeVisible();

  await row(page, simple)
    .getByRole('button', { name: `Remove ${simple.name} from the cart` })
    .click();
  await expect(row(page, simple)).toHaveCount(0);
  await row(page, clip)
    .getByRole('button', { name: `Remove ${clip.name} from the cart` })
    .click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse video stories' })).toHaveAttribute('href', '/catalog');
});
