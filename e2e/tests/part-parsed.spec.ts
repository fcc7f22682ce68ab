// A slow device paints a server-rendered page before the parser has reached its end (docs/decisions/0028). Whatever
// is in view then must already be where it ends up, or it moves under the shopper's tap: a layout shift, which
// Chromium counts for any box whose start moves, painted or not. CLS measured in a real load catches this only when a
// paint happens to fall at the wrong tag (a CI run once did); this check tries every cut. With scripts off, the page
// is the server's HTML; taking its elements away from the last one back gives each document the parser could have
// built so far, and every box in view is compared with its place in the whole page.
import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

const ROUTES = [
  '/',
  '/catalog',
  '/catalog/wedding',
  '/catalog/product/golden-hour-vows',
  '/catalog/no-such-category',
  '/wishlist',
  '/faq',
  '/about-us',
  '/pages/terms-of-service',
  '/no-such-page',
];

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 667 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });
    for (const route of ROUTES) {
      test(`${route}: every box in view is in its place however much of the page is parsed`, async ({ page }) => {
        await page.goto(route);
        const { checked, moved } = await page.evaluate(() => {
          // Kept in every cut: they lay nothing out, or (styles) they are in the head's order already.
          const KEPT = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'META']);
          const elements = [...document.body.querySelectorAll('*')].filter(
            (element) => !KEPT.has(element.tagName) && !element.closest('svg'),
          );
          const start = (element: Element) => {
            const { x, y } = element.getBoundingClientRect();
            return `${Math.round(x)},${Math.round(y + scrollY)}`;
          };
          const inView = (element: Element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          };
          const boxes = elements.map((element) => ({ element, final: start(element), watched: inView(element) }));
          const found: string[] = [];
          for (const [last, { element: cut }] of [...boxes.entries()].reverse()) {
            const cutTag = cut.outerHTML.slice(0, 80);
            cut.remove();
            for (const { element, final, watched } of boxes.slice(0, last)) {
              if (!watched || !element.isConnected) continue;
              const now = start(element);
              if (now !== final)
                found.push(`before ${cutTag}: ${element.outerHTML.slice(0, 80)} at ${now}, ends at ${final}`);
            }
          }
          return { checked: boxes.filter((box) => box.watched).length, moved: found.slice(0, 10) };
        });
        // The page was rendered by the server (without scripts nothing else draws it), so there was something to cut.
        expect(checked).toBeGreaterThan(20);
        expect(moved).toEqual([]);
      });
    }
  });
}
