import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, signUp, uniqueEmail } from './support/accounts';
import { asUser } from './support/shop-api';
import { repoRoot } from './support/site';

// Where the API writes its mails (its MAIL_OUTBOX_DIR default: <DATA_DIR>/outbox).
const OUTBOX =
  process.env.MAIL_OUTBOX_DIR ?? path.join(process.env.DATA_DIR ?? path.join(repoRoot, 'api/.data'), 'outbox');
const PASSWORD = 'first-secret-1';

/** The reset mail is written to the outbox a moment after the answer: wait for the newest one to this address. */
async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      if (!existsSync(OUTBOX)) return undefined;
      const mails = readdirSync(OUTBOX)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => JSON.parse(readFileSync(path.join(OUTBOX, file), 'utf8')) as { to: string; text: string });
      link = mails
        .reverse()
        .find((mail) => mail.to === email)
        ?.text.match(/https?:\/\/\S+\/password-reset\/[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname;
}

test('a shopper signs up, signs out and signs in again, and the header follows', async ({ page }) => {
  const email = uniqueEmail('signup');
  await signUp(page, email, PASSWORD);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/account/wishlist');

  await header
    .getByRole('button', { name: 'Sign Out' })
    .or(header.getByRole('link', { name: 'Sign Out' }))
    .click();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByText('Please sign in to access your account.')).toBeVisible();

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  // The browser was remembered at sign-up: its sign-ins count on their own (decision 0007), so its cookie goes along.
  const [attempt] = await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === '/api/sign-in'),
    page.getByRole('button', { name: 'Sign In' }).click(),
  ]);
  expect((await attempt.allHeaders()).cookie).toMatch(/(^|; )shop_sign_in_device=[\w-]{43}($|;)/);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('link', { name: 'Personal Information' })).toHaveAttribute('aria-current', 'page');
});

test('one click on Create Account shows every error, though leaving the email field just showed its own', async ({
  page,
}) => {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill('foo');
  // The error line the email field shows as it is left pushes the button down between press and release.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('a session ended elsewhere: the shopper is told, and Sign In brings them back to the page', async ({ page }) => {
  const email = uniqueEmail('ended');
  await signUp(page, email, PASSWORD);
  await page.goto('/catalog?page=2');
  const otherTab = await page.context().newPage();
  await otherTab.goto('/about-us');
  await page.bringToFront();
  // Another device signs this session out.
  const ended = await page.request.get('/auth/logout', { headers: await asUser(page) });
  expect(ended.ok(), await ended.text()).toBe(true);

  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  const sessionEnded = (tab: Page) =>
    tab.getByRole('status').filter({ hasText: 'Your session has ended. Please sign in again.' });
  const notice = sessionEnded(page);
  await expect(notice).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  // The other open tab follows the sign-out and says why as well.
  await expect(sessionEnded(otherTab)).toBeVisible();
  await expect(otherTab.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await notice.getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/catalog\?page=2$/);
  await expect(notice).toBeHidden();
  await expect(sessionEnded(otherTab)).toBeHidden();
});

test('a forgotten password is reset through the emailed link, which then no longer works', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUp(page, email, PASSWORD);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot my password' }).click();
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  const link = await resetLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('second-secret-2');
  await page.getByLabel('Confirm New Password').fill('second-secret-2');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(
    page.getByText('Your password has been successfully reset. Please sign in with your new password.'),
  ).toBeVisible();
  await signIn(page, email, 'second-secret-2');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
});

test('a signed-in shopper changes the password', async ({ page }) => {
  const email = uniqueEmail('change');
  await signUp(page, email, PASSWORD);
  await page.goto('/account/change-password');
  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByLabel('New Password', { exact: true }).fill('changed-secret-3');
  await page.getByLabel('Confirm New Password').fill('changed-secret-3');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveValue('');
});

test('deleting the account needs the phrase typed key by key; a paste is refused', async ({ page }) => {
  const email = uniqueEmail('delete');
  await signUp(page, email, PASSWORD);
  await page.goto('/account/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByPlaceholder('Type to confirm');

  await confirm.fill('DeletE AccounT');
  await expect(confirm).toHaveValue('');
  await confirm.focus();
  await page.evaluate(() => {
    const paste = new ClipboardEvent('paste', { clipboardData: new DataTransfer(), bubbles: true, cancelable: true });
    paste.clipboardData?.setData('text/plain', 'DeletE AccounT');
    document.activeElement?.dispatchEvent(paste);
  });
  await expect(confirm).toHaveValue('');

  await confirm.pressSequentially('DeletE AccounT');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
