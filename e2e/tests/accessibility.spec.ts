import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ACCOUNT, signIn, signUp, STAFF_ACCOUNT, uniqueEmail } from './support/accounts';
import { clipWithCaptions, productsOfType, putInCart } from './support/shop-api';
import { addToCart, fillBilling } from './support/storefront';

// axe-core on every route of the spec (storefront §2, accounts-and-after-sale §2), at a desktop and a phone width,
// WCAG 2.1 A and AA: zero violations (issue 13, decision 0026), and no sideways scrolling at the phone width (Reflow). Each test keeps one page (and its sign-in) for all
// its routes and widths, collects every violation and fails once with the whole list, so one run shows them all.

const WIDTHS = [1280, 375] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A screen to audit: where it is, and (optionally) the state to open on it before the audit. */
type Screen = {
  path: string;
  /** Opens a state of the screen (a panel, a popup); the audit then covers the opened state too. */
  open?: { name: string; at?: readonly number[]; run: (page: Page) => Promise<void> };
};

/** Waits until the page shows its own content: its heading, no loader, nothing busy. */
async function untilSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The violations axe finds on the page as it is now, one line per element. */
async function violations(page: Page, label: string): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself: the default (runPartial, then finishRun in a new blank page) cost
  // seconds per audit here, and the site has no cross-origin frames that only the default would reach.
  const { violations: found } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return found.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${label}: ${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  );
}

/**
 * WCAG 1.4.10 Reflow, which axe does not check: at a phone's width nothing may run past the window, so the page never
 * scrolls sideways. Answers a line when it does.
 */
async function reflow(page: Page, label: string): Promise<string[]> {
  const { scrolled, window } = await page.evaluate(() => ({
    scrolled: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  return scrolled > window ? [`${label}: reflow: the page is ${scrolled} px wide in a ${window} px window`] : [];
}

/** axe's violations, and at a phone's width the reflow check too. */
async function problems(page: Page, label: string, width: number): Promise<string[]> {
  return [...(await violations(page, label)), ...(width < 768 ? await reflow(page, label) : [])];
}

/**
 * Audits each screen at each width, then its open state (where it has one) at its widths; answers every violation
 * found. A screen is loaded once and resized: the server does not know the width, so the page at 375 px after a resize
 * is the page a phone gets.
 */
async function audit(page: Page, screens: Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const screen of screens) {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(screen.path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await untilSettled(page);
      found.push(...(await problems(page, `${screen.path} @${width}`, width)));
    }
    if (screen.open) {
      const widths = [...(screen.open.at ?? WIDTHS)].reverse();
      await page.setViewportSize({ width: widths[0]!, height: 900 });
      await screen.open.run(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        found.push(...(await problems(page, `${screen.path} @${width} (${screen.open.name})`, width)));
      }
    }
  }
  return found;
}

const mobileMenu: Screen['open'] = {
  name: 'menu open',
  at: [375],
  run: async (page) => {
    // Exact: a loose name also matches the drawer's "Close menu".
    await page.getByRole('button', { name: 'MENU', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeVisible();
  },
};

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the audit itself reports a text below 4.5:1 and a button without a name', async ({ page }) => {
    await page.goto('/faq');
    await untilSettled(page);
    await page.getByRole('main').evaluate((main) => {
      const faint = document.createElement('p');
      faint.textContent = 'Faint text';
      faint.style.cssText = 'color: #aaaaaa; background: #ffffff';
      main.append(faint, document.createElement('button'));
    });
    const found = await violations(page, 'faq with faults');
    expect(found.some((line) => line.includes('color-contrast'))).toBe(true);
    expect(found.some((line) => line.includes('button-name'))).toBe(true);
  });

  test('the reflow check reports a page that scrolls sideways on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/faq');
    await untilSettled(page);
    expect(await reflow(page, 'faq')).toEqual([]);
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.cssText = 'width: 600px; height: 20px';
      document.body.append(wide);
    });
    expect(await reflow(page, 'faq with a wide block')).toEqual([
      expect.stringContaining('faq with a wide block: reflow'),
    ]);
  });

  test('the storefront of a visitor has no violations', async ({ page }) => {
    const [simple] = await productsOfType(page, 1);
    const clip = await clipWithCaptions(page);
    const found = await audit(page, [
      { path: '/', open: mobileMenu },
      {
        path: '/catalog',
        open: {
          name: 'filter panel open',
          run: async (page) => {
            await page.getByRole('button', { name: 'Filters' }).click();
            await expect(page.getByRole('button', { name: 'Apply' })).toBeVisible();
          },
        },
      },
      { path: '/catalog/wedding' },
      { path: `/catalog/product/${clip.slug}` },
      { path: `/catalog/product/${simple!.slug}` },
      { path: '/cart' },
      { path: '/wishlist' },
      { path: '/no-such-page' },
    ]);

    // The visitor's cart and wishlist with something in them.
    await addToCart(page, simple!);
    await page
      .getByRole('main')
      .getByRole('button', { name: /wishlist/i })
      .first()
      .click();
    // With a simple product the cart is ready: the checkout shows a visitor mf-account's sign-in card.
    found.push(...(await audit(page, [{ path: '/cart' }, { path: '/wishlist' }, { path: '/checkout' }])));
    expect(found).toEqual([]);
  });

  test('content, sign-in and marketplace screens of a visitor have no violations', async ({ page }) => {
    const found = await audit(page, [
      { path: '/sign-in' },
      { path: '/sign-up' },
      { path: '/password-reset' },
      { path: '/password-reset/not-a-real-token' },
      { path: '/faq' },
      { path: '/about-us' },
      { path: '/pages/terms-of-service' },
      { path: '/pages/privacy-policy' },
      { path: '/pages/shipping' },
      { path: '/upload' },
      { path: '/uploader' },
    ]);
    expect(found).toEqual([]);
  });

  test('the demo account’s screens have no violations', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const found = await audit(page, [
      { path: '/account' },
      { path: '/account/orders' },
      { path: '/account/coupons' },
      { path: '/account/support' },
      {
        path: '/account/settings',
        open: {
          name: 'delete confirmation open',
          run: async (page) => {
            await page.getByRole('button', { name: 'Delete Account' }).click();
            await expect(page.getByPlaceholder('Type to confirm')).toBeVisible();
          },
        },
      },
      { path: '/account/change-password' },
      { path: '/account/wishlist' },
      { path: '/account/cart' },
    ]);
    expect(found).toEqual([]);
  });

  test('the staff desk has no violations', async ({ page }) => {
    await signIn(page, STAFF_ACCOUNT.email, STAFF_ACCOUNT.password);
    expect(await audit(page, [{ path: '/staff' }])).toEqual([]);
  });

  test('a shopper’s cart with items, its photo popup, checkout, payment result and orders have no violations', async ({
    page,
  }) => {
    const [simple] = await productsOfType(page, 1);
    const clip = await clipWithCaptions(page);
    await signUp(page, uniqueEmail('a11y'), 'a11y-secret-1');
    await putInCart(page, simple!);
    await putInCart(page, clip);
    const found = await audit(page, [
      {
        path: '/account/cart',
        open: {
          name: 'photo popup open',
          run: async (page) => {
            await page.getByRole('button', { name: /Upload Your Photos & Add Your Story Title/ }).click();
            const dialog = page.getByRole('dialog', { name: 'Upload Your Photos & Add Your Story Title' });
            await expect(dialog.getByRole('list', { name: 'Selection preview' }).getByRole('listitem')).toHaveCount(1);
          },
        },
      },
      { path: '/checkout' },
    ]);

    // An order paid on the local provider's page, then its payment result and the orders list.
    await page.goto('/checkout');
    await fillBilling(page);
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: 'Card' }).check();
    await main.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/api\/checkout\/pay\//);
    // The local provider's own page (the API's; a real provider's hosted page is not ours to audit).
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      found.push(...(await violations(page, `local provider's page @${width}`)));
    }
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/checkout\/success\/\d+$/);
    await expect(page.getByRole('heading', { name: 'The payment was successful' })).toBeVisible();
    const result = new URL(page.url()).pathname;
    found.push(...(await audit(page, [{ path: result }, { path: '/account/orders' }])));
    expect(found).toEqual([]);
  });
});
