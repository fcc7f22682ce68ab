import { statSync } from 'node:fs';
import path from 'node:path';
import type { Response } from '@playwright/test';
import { expect, test } from './support/test';
import type { FastifyInstance } from 'fastify';
import { pinnedRemoteEntry, releaseCatalogV2, repoRoot, serveRemote, serveShell, tempDir, writeRemotesFile } from './support/site';

const running: FastifyInstance[] = [];
test.afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

test('the page holds exactly one React, shared by the shell and every remote it loaded', async ({ page }) => {
  // Every copy of react-dom registers itself with the devtools hook: count the registrations.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  for (const pathname of ['/catalog', '/cart', '/sign-in', '/upload']) {
    await page.getByRole('main').waitFor();
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, pathname);
    await expect(page).toHaveURL(new RegExp(`${pathname}$`));
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const copies = await page.evaluate(() => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);
  expect(copies).toBe(1);
});

test('a redeployed mf-catalog shows its change after a reload, with no shell rebuild', async ({ page }) => {
  const remotesFile = path.join(tempDir('remotes-'), 'remotes.json');
  running.push(await serveRemote(path.join(repoRoot, 'mf-catalog/dist'), 3201));
  writeRemotesFile(remotesFile, { mf_catalog: 'http://localhost:3201/mf-manifest.json' });
  running.push(await serveShell(3200, remotesFile));

  // The catalogue's product videos may keep the load event waiting; the title is all this test needs.
  await page.goto('http://localhost:3200/catalog', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveTitle(/^Catalog — /);

  // Release v2 of the catalogue on a new port and switch the remotes map; the shell keeps running as it is.
  const v2 = releaseCatalogV2();
  running.push(await serveRemote(v2, 3202));
  // The release's server build is pinned in the map, as an operator's release would pin it.
  writeRemotesFile(remotesFile, { mf_catalog: pinnedRemoteEntry('http://localhost:3202/mf-manifest.json', v2) });
  const reloaded = await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page).toHaveTitle(/^Catalog v2 — /);
  // The shell's server renders with the new release too (its server build is fetched from the new place).
  expect(await reloaded!.text()).toContain('<title>Catalog v2 — Story Shop</title>');
});

test('a stopped remote only takes its own area down; header, footer and other pages keep working', async ({ page }) => {
  const remotesFile = path.join(tempDir('remotes-'), 'remotes.json');
  const catalog = await serveRemote(path.join(repoRoot, 'mf-catalog/dist'), 3301);
  writeRemotesFile(remotesFile, { mf_catalog: 'http://localhost:3301/mf-manifest.json' });
  running.push(await serveShell(3300, remotesFile));

  await page.goto('http://localhost:3300/catalog', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveTitle(/^Catalog — /);

  await catalog.close();
  await page.reload({ waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.goto('http://localhost:3300/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await page.goto('http://localhost:3300/cart');
  await expect(page).toHaveTitle(/^Cart — /);
});

test('the shell and each remote answer with a strict content security policy', async ({ request }) => {
  const shell = await request.get('/faq');
  const policy = shell.headers()['content-security-policy'] ?? '';
  // The page was rendered on the server: React's inline scripts run by this response's nonce, nothing else inline.
  expect(policy).toMatch(/script-src 'self' http:\/\/localhost:3001 http:\/\/localhost:3002 http:\/\/localhost:3003 http:\/\/localhost:3004 'nonce-[\w+/]+=*'(;|$)/);
  expect(policy).not.toContain('unsafe-eval');
  for (const port of [3001, 3002, 3003, 3004]) {
    // The remote's own page has the policy; its modules (which a policy does nothing for) are readable from anywhere.
    const page = await request.get(`http://localhost:${port}/`);
    expect(page.headers()['content-type']).toContain('text/html');
    expect(page.headers()['content-security-policy']).toContain("script-src 'self'");
    const manifest = await request.get(`http://localhost:${port}/mf-manifest.json`);
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    expect(manifest.headers()['content-security-policy']).toBeUndefined();
  }
});

test('scripts go out as the build compressed them: brotli to a browser that takes it, with their length', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/catalog');
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  const shellScripts = scripts.filter((response) => new URL(response.url()).port === '3000');
  expect(shellScripts.length).toBeGreaterThan(2);
  for (const response of scripts) {
    const headers = await response.allHeaders();
    const length = Number(headers['content-length']);
    // Under 1 KiB a file is sent as it is (neither the build nor the server compresses it).
    if (length < 1024 && !headers['content-encoding']) continue;
    expect(headers['content-encoding'], response.url()).toBe('br');
  }
  for (const response of shellScripts) {
    const file = new URL(response.url()).pathname.slice(1);
    const brotli = path.join(repoRoot, 'shell/dist', `${file}.br`);
    expect(Number((await response.allHeaders())['content-length']), file).toBe(statSync(brotli).size);
  }
});
