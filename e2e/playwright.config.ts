import { defineConfig, devices } from '@playwright/test';
import { LOCAL_SHOP_URL } from '@shop/shared/apps';
import { CHROMIUM_PATH, chromiumArgs } from './scripts/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: LOCAL_SHOP_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs } },
    },
  ],
  // The production builds, each remote on its own origin, the API on its database: exactly what `npm start` runs.
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `${LOCAL_SHOP_URL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    // The uploads spec's partner page may call the marketplace endpoints: from another origin of the shop's site
    // (localhost), and from another site (127.0.0.1), where the browser keeps no cookie for the shop.
    env: { MARKETPLACE_ORIGINS: 'http://localhost:3999,http://127.0.0.1:3999' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
