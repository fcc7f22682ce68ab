import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** What the shell sets on <html> once its scripts run the page (shell/src/features/page-effects). */
const INTERACTIVE = 'html[data-interactive]';

/** Waits until the page's scripts have taken over a page the server rendered (its buttons work from then on). */
async function untilInteractive(page: Page): Promise<void> {
  await page.locator(INTERACTIVE).waitFor({ state: 'attached' });
}

/**
 * Playwright's test, whose page waits after each goto and reload until the site is interactive: a page rendered on
 * the server shows (and Playwright would click it) before its scripts have run.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilInteractive(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilInteractive(page);
      return response;
    };
    await provide(page);
  },
});
