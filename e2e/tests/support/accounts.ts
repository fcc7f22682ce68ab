import { expect, type Browser, type Page } from '@playwright/test';

// Accounts for the user journeys: a fresh address per test, and sign-up through the real form.

export const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

/** Creates an account on /sign-up; the new user lands on /account. */
export async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/** Signs in on /sign-in; the user lands on /account. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/** The demo shopper the API creates outside production (README). */
export const DEMO_ACCOUNT = { email: 'demo@storyshop.example', password: 'demo-story-2026' } as const;

/** The staff account the API creates outside production; it answers support tickets (README). */
export const STAFF_ACCOUNT = { email: 'staff@storyshop.example', password: 'staff-story-2026' } as const;

/** A second browser context signed in as the demo staff member, on the desk (/staff). */
export async function staffDesk(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, STAFF_ACCOUNT.email, STAFF_ACCOUNT.password);
  await page.getByRole('navigation', { name: 'Account area' }).getByRole('link', { name: 'Staff desk' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff desk' })).toBeVisible();
  return page;
}
