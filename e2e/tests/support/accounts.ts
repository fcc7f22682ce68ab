import { expect, type Page } from '@playwright/test';

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
