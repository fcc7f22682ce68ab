// What a shopper clicks as soon as a server-rendered page has loaded takes effect, though the page's scripts may not
// have hydrated it yet (docs/decisions/0028). Not yet covered, because it still fails: Playwright's real pointer click
// at the load event on home's first category tile and on the product page's "Add to cart" (the target moves under the
// click while the page hydrates; 0028, "Left open"). Playwright's own test (not ./support/test): its goto must not
// wait for the page to be interactive. The CPU runs 4× slower, as on a phone, so the load event comes well before
// hydration.
import { expect, test, type Page } from '@playwright/test';

const PRODUCT = '/catalog/product/golden-hour-vows';
const INTERACTIVE = 'html[data-interactive]';
// The effect comes once the page is hydrated: with the CPU 4× slower on a shared 2-core machine, a cold first page
// has taken more than the default 10 s.
const HYDRATED = { timeout: 30_000 };

/** Opens a page like a phone would and returns once its load event has fired; no wait for the scripts. */
async function openAtLoad(page: Page, url: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  // The site stays one page: a click handled by the router keeps this mark, a full reload would drop it.
  await page.evaluate(() => Object.assign(window, { keptDocument: true }));
}

/** Whether the page had been hydrated when the click came (an annotation: it shows what the test exercised). */
async function noteHydration(page: Page): Promise<void> {
  const hydrated = await page.evaluate((selector) => document.querySelector(selector) !== null, INTERACTIVE);
  test.info().annotations.push({ type: 'hydrated at the click', description: String(hydrated) });
}

const sameDocument = (page: Page) => page.evaluate(() => (window as { keptDocument?: boolean }).keptDocument === true);

test('product page: a click dispatched inside the load event itself is not lost', async ({ page }) => {
  await page.addInitScript(() => {
    addEventListener('load', () => {
      const button = [...document.querySelectorAll('main button')].find(
        (element) => element.textContent?.trim() === 'Add to cart',
      );
      (button as HTMLButtonElement | undefined)?.click();
      Object.assign(window, {
        clickedAtLoad: Boolean(button),
        hydratedAtLoad: document.documentElement.hasAttribute('data-interactive'),
      });
    });
  });
  await openAtLoad(page, PRODUCT);
  expect(await page.evaluate(() => (window as { clickedAtLoad?: boolean }).clickedAtLoad)).toBe(true);
  expect(await page.evaluate(() => (window as { hydratedAtLoad?: boolean }).hydratedAtLoad)).toBe(false);
  await expect(page.getByRole('main').getByRole('button', { name: 'In the cart' }).first()).toBeVisible(HYDRATED);
});

test('catalogue: “Filters” clicked at the load event opens the filters', async ({ page }) => {
  await openAtLoad(page, '/catalog');
  await noteHydration(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible(HYDRATED);
});

test('catalogue: a product clicked at the load event opens its page, without reloading the site', async ({ page }) => {
  await openAtLoad(page, '/catalog');
  await noteHydration(page);
  const card = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
  const name = (await card.getByRole('heading').first().innerText()).trim();
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, HYDRATED);
  await expect(page).toHaveURL(/\/catalog\/product\//);
  expect(await sameDocument(page)).toBe(true);
});
