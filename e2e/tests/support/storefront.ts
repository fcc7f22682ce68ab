import { expect, type Page } from '@playwright/test';

/** Puts a product in the cart as a shopper does: "Add to cart" on its page, which then reads "In the cart". */
export async function addToCart(page: Page, product: { slug: string }): Promise<void> {
  await page.goto(`/catalog/product/${product.slug}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('main').getByRole('button', { name: 'In the cart' }).first()).toBeVisible();
}

/** Fills the checkout's billing fields with a complete US address. */
export async function fillBilling(page: Page): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Street address').fill('12 Analytical Row');
  await form.getByLabel('City').fill('Brooklyn');
  await form.getByLabel('Postcode').fill('11201');
  await form.getByLabel('Phone').fill('+1 (718) 555-0100');
}
