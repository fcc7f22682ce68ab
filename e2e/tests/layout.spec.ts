import { expect, test } from './support/test';

test('the search box sends the trimmed keyword to the catalogue and clears itself', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox').or(page.getByPlaceholder('search')).first();
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  await search.fill('  wedding  ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/catalog\?/);
  const filter = new URL(page.url()).searchParams.get('filter');
  expect(JSON.parse(filter ?? '{}')).toMatchObject({ keyword: 'wedding' });
  await expect(search).toHaveValue('');
});

test('a link pressed from the keyboard leaves focus at the new page’s main area, so Tab goes on inside the page', async ({
  page,
}) => {
  await page.goto('/catalog');
  const cart = page.getByRole('banner').getByRole('link', { name: /My cart/ });
  await cart.focus();
  await cart.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
});

test('under 768 px the menu is a burger that opens, and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const open = page.getByRole('button', { name: 'MENU', exact: true });
  await expect(open).toBeVisible();
  await open.click();
  const close = page.getByRole('button', { name: /close/i });
  await expect(close).toBeVisible();
  const menu = page.getByRole('navigation', { name: /main/i });
  await menu.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(close).toBeHidden();
});

test('from 768 px the header navigation is a strip of links with no burger', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'MENU', exact: true })).toBeHidden();
  await expect(page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Catalog' })).toBeVisible();
});

test('a desktop window narrowed past 768 px hides the menu at once, and the burger’s drawer still opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: /main/i });
  await expect(menu.getByRole('link', { name: 'Catalog' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  // Read at once (by id: a hidden element has no role): a drawer transition kept it visible, sliding away, for 220 ms.
  expect(await page.locator('#main-menu').evaluate((nav) => getComputedStyle(nav).visibility)).toBe('hidden');
  await page.getByRole('button', { name: 'MENU', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Catalog' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'Catalog' })).toBeHidden();
});

test('breadcrumbs start with Home, are hidden on home, and titles follow the deepest route', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);

  await page.goto('/faq');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(crumbs).toContainText('FAQ');
  await expect(page).toHaveTitle('FAQ — Story Shop');

  await page.goto('/pages/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/ — Story Shop$/);
  await crumbs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Story Shop');
});

test('an unknown path and an unknown content page show the 404 page inside the layout', async ({ page }) => {
  for (const pathname of ['/no-such-page', '/pages/no-such-page', '/catalog/product/no-such-product']) {
    await page.goto(pathname);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found — Story Shop');
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('FAQ answers expand, and the about page shows its four sections from the API', async ({ page }) => {
  await page.goto('/faq');
  const firstQuestion = page.getByRole('main').locator('summary, [aria-expanded]').first();
  await firstQuestion.click();
  await expect(page.getByRole('main').locator('details[open], [aria-expanded="true"]').first()).toBeVisible();

  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(4);
});

test('the footer lists useful links, categories, contact and social links opening in a new tab', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /terms of service/i })).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  for (const name of ['Instagram', 'YouTube', 'Facebook']) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
});
