import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUp, uniqueEmail } from './support/accounts';

const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /My cart/ });
const products = (page: Page) => page.getByRole('region', { name: 'Products' });
const filterOf = (page: Page) =>
  JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;

test('the header search lists matching products with a removable Search tag', async ({ page }) => {
  await page.goto('/');
  await page.getByPlaceholder('search').fill('wedding');
  await page.getByPlaceholder('search').press('Enter');
  await expect(page).toHaveURL(/\/catalog\?/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Search: wedding');
  await expect(products(page).getByRole('heading').first()).toBeVisible();
});

test('filters by category and price, sorts, and page 2 keeps the filter', async ({ page }) => {
  await page.goto('/catalog');
  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('form', { name: 'Filters' });
  const category = panel.getByRole('group', { name: 'Category' }).getByRole('checkbox').first();
  const categoryName = (await category.locator('xpath=ancestor::label').innerText()).trim();
  await category.check();
  const priceTo = panel.getByRole('textbox', { name: 'Price to' });
  // Below the highest price, so it is a real limit.
  const highest = Number((await priceTo.inputValue()).replace(/\D/g, ''));
  const limit = Math.max(1, Math.floor(highest / 2));
  await priceTo.fill(String(limit));
  await priceTo.blur();
  await panel.getByRole('button', { name: 'Apply' }).click();

  await expect.poll(() => filterOf(page)).toMatchObject({ categories: [expect.any(Number)] });
  expect(filterOf(page)).toHaveProperty('price');
  const tags = page.getByRole('list', { name: 'Active filters' });
  await expect(tags).toContainText(new RegExp(`Price: \\$\\d+-\\$${limit}`));
  await expect(tags).toContainText(categoryName);

  await page.getByLabel('Sort by').selectOption({ label: 'Newest First' });
  await expect.poll(() => filterOf(page)).toMatchObject({ sorting: 'newest' });

  await page.goto('/catalog');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('form', { name: 'Filters' }).getByRole('textbox', { name: 'Price from' }).fill('1');
  await page.getByRole('form', { name: 'Filters' }).getByRole('button', { name: 'Apply' }).click();
  const filtered = new URL(page.url()).searchParams.get('filter');
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  expect(new URL(page.url()).searchParams.get('filter')).toBe(filtered);
  await expect(products(page).getByRole('heading').first()).toBeVisible();
});

test('"< Back" on a product page returns to the filtered list it was opened from', async ({ page }) => {
  const back = page.getByRole('button', { name: '< Back' });
  await page.goto('/catalog?page=2');
  const first = products(page).getByRole('link').first();
  await expect(first).toBeVisible();
  await expect(back).toHaveCount(0);
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/catalog\/product\//);
  await first.click();
  await expect(page).toHaveURL(/\/catalog\/product\//);
  await back.click();
  await expect(page).toHaveURL(/\/catalog\?page=2$/);
  await expect(back).toHaveCount(0);

  // Opened first in a visit (a link from elsewhere), the page has nothing in the shop to go back to.
  await page.goto(href!);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(back).toHaveCount(0);
});

test('a search as long as the box takes fits its tag on a phone, remove button in view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const keyword = 'storyshop'.repeat(30);
  await page.getByPlaceholder('search').fill(keyword);
  await page.getByPlaceholder('search').press('Enter');
  await expect(page).toHaveURL(/\/catalog\?/);
  expect(String(filterOf(page).keyword)).toHaveLength(200);
  const tags = page.getByRole('list', { name: 'Active filters' });
  await expect(tags).toContainText('Search: storyshop');
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  await expect(tags.getByRole('button').first()).toBeInViewport();
});

test('on a phone the result count is not shown beside the sort control but stays for screen readers', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/catalog');
  await expect(products(page).getByRole('listitem').first()).toBeVisible();
  // In the accessibility tree (display:none took it, and its live region, away from screen readers)…
  await expect(page.getByRole('main')).toContainText(/\d+ results/);
  expect(await page.getByRole('main').ariaSnapshot()).toMatch(/\d+ results/);
  // …and out of sight: no room for it on one line with Filters and the sort control.
  const box = await page.getByText(/^\d+ results$/).boundingBox();
  expect(box!.width * box!.height).toBeLessThanOrEqual(1);
});

test('a card’s picture slider opens inside the card on a phone, with no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/catalog');
  const card = products(page).getByRole('listitem').first();
  await card.getByRole('button', { name: 'Pics' }).click();
  await expect(card.getByRole('region', { name: /^Pictures of / })).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(375);
  await expect(card.getByRole('button', { name: 'Pics' })).toBeInViewport();
});

test('a product goes into the cart (badge 1) and the wishlist from its page, and the wishlist buttons work', async ({
  page,
}) => {
  await page.goto('/catalog');
  const firstCard = products(page).getByRole('article').first();
  const name = (await firstCard.getByRole('heading').first().innerText()).trim();
  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/catalog\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('main').getByRole('button', { name: 'In the cart' }).first()).toBeVisible();
  await expect(cartBadge(page)).toContainText('1');

  await page
    .getByRole('main')
    .getByRole('button', { name: /wishlist/i })
    .first()
    .click();
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'Your Video Stories Wishlist' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(name);
  await page.getByRole('button', { name: 'REMOVE ALL', exact: true }).click();
  await expect(page.getByText('No items in wishlist')).toBeVisible();
});

test('a visitor’s cart and wishlist survive signing in', async ({ page }) => {
  await page.goto('/catalog');
  const card = products(page).getByRole('article').first();
  const name = (await card.getByRole('heading').first().innerText()).trim();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartBadge(page)).toContainText('1');
  await card
    .getByRole('button', { name: /wishlist/i })
    .first()
    .click();

  const email = `e2e-merge-${Date.now()}@example.com`;
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('merge-secret-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await expect(cartBadge(page)).toContainText('1');
  await page.evaluate(() => localStorage.removeItem('shop.cart'));
  await page.goto('/account/wishlist');
  await expect(page.getByRole('heading', { name: 'Your Video Stories Wishlist' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(name);
  await page.reload();
  await expect(cartBadge(page)).toContainText('1');
});

test('a visitor’s cart is one in every tab, and a double click on Add to cart adds once', async ({ page, context }) => {
  await page.goto('/catalog');
  const other = await context.newPage();
  await other.goto('/catalog');
  const cardIn = (tab: Page, index: number) => products(tab).getByRole('article').nth(index);

  const names = await Promise.all(
    [0, 1].map(async (index) => (await cardIn(page, index).getByRole('heading').first().innerText()).trim()),
  );
  await cardIn(page, 0).getByRole('button', { name: 'Add to cart' }).dblclick();
  await expect(cardIn(page, 0).getByRole('button', { name: 'In the cart' })).toBeVisible();
  await expect(cartBadge(page)).toContainText('1');
  // The other tab follows without a reload, and what it adds joins the first tab's item.
  await expect(cartBadge(other)).toContainText('1');
  await cardIn(other, 1).getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartBadge(other)).toContainText('2');
  await expect(cartBadge(page)).toContainText('2');
  await page.goto('/cart');
  for (const name of names) await expect(page.getByRole('main').getByRole('listitem', { name })).toBeVisible();
});

test('a signed-in shopper’s cart and wishlist follow in every tab without a reload', async ({ page, context }) => {
  await signUp(page, uniqueEmail('tabs'), 'tabs-secret-1');
  await page.goto('/catalog');
  const other = await context.newPage();
  await other.goto('/catalog');
  const cardIn = (tab: Page, index: number) => products(tab).getByRole('article').nth(index);
  const heartIn = (tab: Page, index: number) =>
    cardIn(tab, index)
      .getByRole('button', { name: /wishlist/i })
      .first();

  await cardIn(page, 0).getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartBadge(page)).toContainText('1');
  await expect(cartBadge(other)).toContainText('1');
  await expect(cardIn(other, 0).getByRole('button', { name: 'In the cart' })).toBeVisible();

  await expect(heartIn(page, 1)).toHaveAttribute('aria-pressed', 'false');
  await heartIn(other, 1).click();
  await expect(heartIn(other, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(heartIn(page, 1)).toHaveAttribute('aria-pressed', 'true');
});
