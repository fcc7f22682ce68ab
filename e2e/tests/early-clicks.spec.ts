// What a shopper clicks as soon as a server-rendered page has loaded takes effect, though the page's scripts may not
// have hydrated it yet (docs/decisions/0028), and the page does not move under the click meanwhile: no layout shift
// from its first paint until it is interactive, and a scroll made before hydration is kept. Playwright's own test
// (not ./support/test): its goto must not wait for the page to be interactive. The CPU runs 4× slower, as on a phone,
// so the load event comes well before hydration.
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

test('product page: “Add to cart” clicked at the load event puts the product in the cart', async ({ page }) => {
  await openAtLoad(page, PRODUCT);
  await noteHydration(page);
  // Below the first view: Playwright scrolls to it before it clicks, while the page may still be hydrating.
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('main').getByRole('button', { name: 'In the cart' }).first()).toBeVisible(HYDRATED);
  await expect(page.getByRole('banner').getByRole('link', { name: /My cart/ })).toContainText('1');
});

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

test('home: a category clicked at the load event opens it, without reloading the site', async ({ page }) => {
  await openAtLoad(page, '/');
  await noteHydration(page);
  await page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('img') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/catalog\//, HYDRATED);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

// A box that moves between the first paint and hydration takes a click meant for what was there.
for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 667 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });
    for (const route of ['/', '/catalog', PRODUCT]) {
      test(`${route}: nothing moves from the first paint until the page is interactive`, async ({ page }) => {
        await openAtLoad(page, route);
        await page.waitForSelector(INTERACTIVE, HYDRATED);
        const shifts = await page.evaluate(async () => {
          // Two frames after the mark: what hydration's commit changed has been laid out and reported.
          for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
          const observer = new PerformanceObserver(() => {});
          observer.observe({ type: 'layout-shift', buffered: true });
          const entries = observer.takeRecords() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[];
          observer.disconnect();
          const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
          return entries.map((entry) => ({
            at: Math.round(entry.startTime),
            value: entry.value,
            moved: entry.sources.map(
              (source) =>
                `${source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
            ),
          }));
        });
        expect(shifts).toEqual([]);
      });
    }
  });
}
