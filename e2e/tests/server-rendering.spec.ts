import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const PRODUCT = '/catalog/product/golden-hour-vows';
const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /My cart/ });
// The product's own button (the carousels below hold more cards with theirs).
const addToCart = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first();

/** Page errors and console errors: a hydration mismatch shows up as one (React reports it and renders afresh). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

test('a visitor’s product page arrives rendered: content, inline CSS, its picture preloaded first, a nonce for React', async ({
  request,
}) => {
  // What Chromium accepts over plain HTTP (brotli only comes with HTTPS).
  const response = await request.get(PRODUCT, { headers: { 'accept-encoding': 'gzip, deflate' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('gzip');
  const html = await response.text();
  expect(html).toContain('<title>Golden Hour Vows — Story Shop</title>');
  expect(html).toMatch(/<h1[^>]*>Golden Hour Vows<\/h1>/);
  expect(html).toMatch(/<style>[^<]*--color-accent/);
  const head = html.slice(0, html.indexOf('</head>'));
  const imagePreload = head.indexOf('<link rel="preload" as="image"');
  expect(imagePreload).toBeGreaterThan(-1);
  expect(imagePreload).toBeLessThan(head.indexOf('as="script"'));
  expect(head).toContain('id="server-render"');
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  // A new one per response.
  const again = await request.get(PRODUCT);
  expect(again.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
});

test('the server’s page shows before any script, and its scripts take it over without rendering it again', async ({
  browser,
  page,
}) => {
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScripts.newPage();
  await bare.goto(PRODUCT);
  await expect(bare.getByRole('heading', { level: 1, name: 'Golden Hour Vows' })).toBeVisible();
  await expect(addToCart(bare)).toBeVisible();
  // Styled by the inline CSS: the layout's fonts and colours, not the browser's defaults.
  expect(await bare.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily)).not.toBe(
    await bare.evaluate(() => getComputedStyle(document.createElement('h1')).fontFamily),
  );
  await noScripts.close();

  const errors = collectErrors(page);
  // Marks the server's heading before the scripts run: hydration keeps the element, a fresh render would replace it.
  // (This test's page.goto waits until the page is interactive, see support/test.ts.)
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      document.querySelector('h1')?.setAttribute('data-from-server', ''),
    );
  });
  await page.goto(PRODUCT);
  await addToCart(page).click();
  await expect(cartBadge(page)).toContainText('1');
  await expect(page.locator('h1[data-from-server]')).toHaveText('Golden Hour Vows');
  expect(errors).toEqual([]);
});

test('the catalogue arrives with its first products, and the browser does not ask for them again', async ({ page }) => {
  const catalogueRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/catalog') catalogueRequests.push(request.url());
  });
  const errors = collectErrors(page);
  const response = await page.goto('/catalog');
  expect(await response!.text()).toContain('Golden Hour Vows');
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('heading');
  await expect(cards).toHaveCount(12);
  // Interactive: sorting asks for the new order.
  await page.getByLabel('Sort by').selectOption({ label: 'Newest First' });
  await expect.poll(() => catalogueRequests.length).toBe(1);
  expect(errors).toEqual([]);
});

test('a browser with a cart of its own gets the page rendered by its scripts, with its cart', async ({ page }) => {
  await page.goto(PRODUCT);
  await addToCart(page).click();
  await expect(cartBadge(page)).toContainText('1');

  const response = await page.goto('/');
  expect(await response!.text()).not.toContain('id="server-render"');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cartBadge(page)).toContainText('1');
});

test('a browser whose cookie is gone but keeps its cart gets the visitor’s page drawn again with its cart', async ({
  page,
  context,
}) => {
  await page.goto(PRODUCT);
  await addToCart(page).click();
  await expect(cartBadge(page)).toContainText('1');
  await context.clearCookies();

  const errors = collectErrors(page);
  const response = await page.goto('/');
  expect(await response!.text()).toContain('id="server-render"');
  await expect(cartBadge(page)).toContainText('1');
  expect(errors).toEqual([]);
  expect((await context.cookies()).map(({ name, value }) => `${name}=${value}`)).toContain('shop_personal=1');
});

test('an unknown path answers 404 with the 404 page rendered', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<title>Page not found — Story Shop</title>');
});

test('an unknown category answers 404 with "Category not found" rendered', async ({ request }) => {
  const response = await request.get('/catalog/no-such-category');
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(/<h1[^>]*>Category not found<\/h1>/);
});

test('an unknown product or content page answers 404, and the browser draws the 404 page', async ({ page }) => {
  for (const pathname of ['/catalog/product/no-such-product', '/pages/no-such-page']) {
    const response = await page.goto(pathname);
    expect(response?.status(), pathname).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});
