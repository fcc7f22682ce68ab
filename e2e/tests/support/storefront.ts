import { expect, type Page } from '@playwright/test';

/** Puts a product in the cart as a shopper does: "Add to cart" on its page, which then reads "In the cart". */
export async function addToCart(page: Page, product: { slug: string }): Promise<void> {
  await page.goto(`/catalog/product/${product.slug}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('main').getByRole('button', { name: 'In the cart' }).first()).toBeVisible();
}
