import { createServer, type Server } from 'node:http';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { frontEnd, LOCAL_SHOP_URL, localOrigin } from '@shop/shared/apps';
import { MARKETPLACE_VARIANTS } from '@shop/shared/marketplace';
import { expect, test } from './support/test';
import { signUp, uniqueEmail } from './support/accounts';
import { captionValue, clipWithCaptions, getCart, photo } from './support/shop-api';
import { addToCart } from './support/storefront';

// Photo uploads end to end (accounts-and-after-sale §2, §4, §5): the cart's photo popup from add-to-cart to SECURE
// CHECKOUT, a large photo sent in chunks, reordering by drag, both marketplace pages, and the embeddable
// <photo-uploader> on a plain page of another origin.

/** The origin of the plain partner page; the e2e site allows it for the marketplace calls (playwright.config.ts). */
const PARTNER_PORT = 3999;
/** A page of the same site on a port the API does not list as a partner. */
const STRANGER_PORT = 3998;

/** A JPEG of random noise over two 2 MB chunks (noise does not compress): chunk 0, then chunks 1 and 2 together. */
async function largePhoto(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const width = 1800;
  const height = 2000;
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919 + (index >> 7) * 104729) % 251;
  const buffer = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  expect(buffer.length, 'the large photo is over two 2 MB chunks').toBeGreaterThan(2 * 2 * 1024 * 1024);
  return { name: 'holiday-panorama.jpg', mimeType: 'image/jpeg', buffer };
}

const imagesInOrder = async (page: Page, productId: number) =>
  [...(await getCart(page)).find((item) => item.product === productId)!.images]
    .sort((a, b) => a.position - b.position)
    .map((image) => image.image);

/** Waits until no photo of the list is uploading and every photo is saved. */
async function untilUploaded(list: Locator, count: number): Promise<void> {
  await expect(list.getByRole('listitem')).toHaveCount(count);
  await expect(list.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await expect(list.locator('li[data-state="uploaded"]')).toHaveCount(count);
}

test('a shopper uploads photos and captions from the cart, reorders them by drag, and can then check out', async ({
  page,
}) => {
  const clip = await clipWithCaptions(page);
  await signUp(page, uniqueEmail('uploads'), 'upload-secret-1');
  await addToCart(page, clip);
  await page.goto('/account/cart');

  const row = page.getByRole('listitem', { name: clip.name });
  const totals = page.getByRole('region', { name: 'Your Cart Total' });
  // Not ready: a button that explains itself; ready: a link to the checkout.
  await expect(totals.getByRole('button', { name: 'SECURE CHECKOUT' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText(/^To proceed to payment, /)).toBeVisible();

  const open = row.getByRole('button', { name: /Upload Your Photos & Add Your Story Title/ });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Upload Your Photos & Add Your Story Title' });
  await expect(dialog).toBeVisible();
  // Opened from the cart: only the local source, no tab list.
  await expect(dialog.getByRole('tablist')).toHaveCount(0);
  await expect(dialog.getByText('Drag & Drop any files')).toBeVisible();

  // Done with no photo asks for one.
  const fields = [...clip.captionFields].sort((a, b) => a.position - b.position);
  for (const field of fields) {
    const input = dialog.getByLabel(field.label, { exact: true });
    if (field.type === 'choice') await input.selectOption(captionValue(field));
    else await input.fill(captionValue(field));
  }
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText('Please upload at least one image')).toBeVisible();

  const limit = clip.clipProperties!.imageCount;
  const files = [await photo('red.png', '#c0392b'), await photo('green.png', '#27ae60'), await largePhoto()];
  await dialog.locator('input[type="file"]').setInputFiles(files);
  const list = dialog.getByRole('list', { name: 'Selection preview' });
  await untilUploaded(list, 3);
  await expect(dialog.getByText(`Selected 3 of ${limit}`)).toBeVisible();
  await expect(dialog.getByText('Please upload at least one image')).toHaveCount(0);

  // The large photo went in chunks and its original is kept as sent.
  const before = await imagesInOrder(page, clip.id);
  expect(before).toHaveLength(3);
  const original = await page.request.get(`/api/media/${before[2]}`);
  expect(original.ok()).toBe(true);
  expect((await original.body()).equals(files[2]!.buffer)).toBe(true);

  // Drag the third photo onto the first: the server keeps the new order.
  const cards = list.getByRole('listitem');
  await cards.nth(2).dragTo(cards.nth(0));
  await expect.poll(() => imagesInOrder(page, clip.id)).toEqual([before[2], before[0], before[1]]);

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(row).toContainText('3');
  await expect(totals.getByRole('link', { name: 'SECURE CHECKOUT' })).toHaveAttribute('href', '/checkout');
  await expect(page.getByText(/^To proceed to payment, /)).toHaveCount(0);

  // Everything survives a reload: captions and photos are on the server's cart item.
  await page.reload();
  await expect(totals.getByRole('link', { name: 'SECURE CHECKOUT' })).toBeVisible();
});

async function uploadOnMarketplacePage(page: Page, scope: Locator): Promise<void> {
  await scope
    .locator('input[type="file"]')
    .setInputFiles([await photo('one.png', '#2980b9'), await photo('two.png', '#8e44ad')]);
  await untilUploaded(scope.getByRole('list', { name: 'Selection preview' }), 2);
  await expect(scope.getByText('Selected 2 picture(s)')).toBeVisible();
}

test('a marketplace buyer uploads photos on /upload and sends the form', async ({ page }) => {
  await page.goto('/upload');
  const main = page.getByRole('main');
  await expect(main.getByText(/Any photos uploaded beyond the limit will not be accepted/)).toBeVisible();
  await main.getByRole('button', { name: 'Send' }).click();
  await expect(main.getByText('This field is required').first()).toBeVisible();

  await main.getByLabel('Marketplace order number').fill('MP-100234');
  await main.getByLabel('Story title').fill('Our summer');
  await uploadOnMarketplacePage(page, main);
  await main.getByRole('button', { name: 'Send' }).click();
  await expect(main.getByText('Your photos have been successfully uploaded!')).toBeVisible();
  await expect(main.getByText('Expect delivery in the near future.')).toBeVisible();

  // The sent photos left the session's list.
  const list = await page.evaluate(
    async () => (await (await fetch('/api/marketplace-orders')).json()) as { data: unknown[] },
  );
  expect(list.data).toHaveLength(0);
});

test('a marketplace buyer who signs up halfway keeps the photos uploaded as a visitor', async ({ page }) => {
  await page.goto('/upload');
  await uploadOnMarketplacePage(page, page.getByRole('main'));
  await signUp(page, uniqueEmail('marketplace'), 'photo-pass-2026');
  await page.goto('/upload');
  const main = page.getByRole('main');
  await expect(main.getByText('Selected 2 picture(s)')).toBeVisible();
  await expect(main.getByRole('list', { name: 'Selection preview' }).getByRole('listitem')).toHaveCount(2);
});

test('a marketplace buyer uploads photos on /uploader and sends the second form', async ({ page }) => {
  await page.goto('/uploader');
  const main = page.getByRole('main');
  await main.getByLabel('Marketplace order number').fill('MP-200567');
  await main.getByLabel('Names').fill('Mia and Leo');
  await main.getByLabel('Event date').fill('2026-09-12');
  await main.getByLabel('Location').fill('Lisbon');
  await uploadOnMarketplacePage(page, main);
  await main.getByRole('button', { name: 'Send' }).click();
  await expect(main.getByText('Your marketplace photos have been successfully uploaded!')).toBeVisible();
  await expect(main.getByText('Expect delivery in the near future.')).toBeVisible();
});

test("a page of another origin cannot add photos to a buyer's marketplace list with the buyer's cookie", async ({ page, context }) => {
  await page.goto('/upload');
  const main = page.getByRole('main');
  await uploadOnMarketplacePage(page, main);
  // A stranger's page on the same site (localhost, another port) that the API does not list: the browser sends the
  // buyer's cookie with its top-level form POST (SameSite=Lax allows a same-site one), which needs no preflight.
  const stranger = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stranger</title></head><body>
<form method="post" enctype="multipart/form-data" action="${LOCAL_SHOP_URL}/api/${MARKETPLACE_VARIANTS[1].base}/upload">
<input type="hidden" name="position" value="0"><label>Photo <input type="file" name="image"></label><button>Go</button>
</form></body></html>`);
  });
  await new Promise<void>((resolve, reject) => {
    stranger.once('error', reject);
    stranger.listen(STRANGER_PORT, '127.0.0.1', resolve);
  });
  try {
    const foreign = await context.newPage();
    await foreign.goto(`http://localhost:${STRANGER_PORT}/`);
    await foreign.getByLabel('Photo').setInputFiles(await photo('planted.png', '#c0392b'));
    const [answer] = await Promise.all([foreign.waitForResponse(/\/upload$/), foreign.getByRole('button', { name: 'Go' }).click()]);
    expect(answer.status()).toBe(403);
    expect((await answer.request().allHeaders()).cookie, "the buyer's cookie went with it").toContain('shop_upload_session');
  } finally {
    await new Promise<void>((resolve) => stranger.close(() => resolve()));
  }
  await page.reload();
  await expect(page.getByRole('main').getByText('Selected 2 picture(s)')).toBeVisible();
});

test.describe('the embeddable uploader', () => {
  let partner: Server;

  test.beforeAll(async () => {
    // A partner's plain HTML page on another origin: two lines pasted from the README.
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner shop</title></head><body>
<h1>Partner shop</h1>
<script src="${localOrigin(frontEnd('mf_uploader').port)}/photo-uploader.js" defer></script>
<photo-uploader variant="1" api="${LOCAL_SHOP_URL}"></photo-uploader>
</body></html>`;
    partner = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    });
    // A port already taken fails the suite at once instead of leaving it waiting.
    await new Promise<void>((resolve, reject) => {
      partner.once('error', reject);
      partner.listen(PARTNER_PORT, '127.0.0.1', resolve);
    });
  });

  test.afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

  test('works in a plain page of another origin, styles kept in its shadow root', async ({ context }) => {
    // A page of its own: the partner page is not the shop, so the fixture's wait for the shop's scripts does not apply.
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://localhost:${PARTNER_PORT}/`);
    const element = page.locator('photo-uploader');
    await expect(element.getByLabel('Marketplace order number')).toBeVisible();
    // No style of the element leaks into the page, and it defines no globals beyond the custom element.
    expect(await page.evaluate(() => document.querySelectorAll('style, link[rel="stylesheet"]').length)).toBe(0);
    expect(await page.evaluate(() => Boolean(customElements.get('photo-uploader')))).toBe(true);

    await element.getByLabel('Marketplace order number').fill('MP-300890');
    await element.getByLabel('Story title').fill('From the partner page');
    await uploadOnMarketplacePage(page, element);
    await element.getByRole('button', { name: 'Send' }).click();
    await expect(element.getByText('Your photos have been successfully uploaded!')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('on another site, whose browser keeps no cookie for the shop, the upload session travels in a header and outlives a reload', async ({
    context,
  }) => {
    // 127.0.0.1 is another site than localhost: Chromium neither keeps nor sends the shop's session cookie (SameSite
    // on http; on https the same happens in browsers that block third-party cookies). A large photo goes in chunks.
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${PARTNER_PORT}/`);
    const element = page.locator('photo-uploader');
    await element.locator('input[type="file"]').setInputFiles([await photo('one.png', '#16a085'), await largePhoto()]);
    await untilUploaded(element.getByRole('list', { name: 'Selection preview' }), 2);
    // A reload finds the photos again (the session is kept in the tab's storage too).
    await page.reload();
    await expect(element.getByText('Selected 2 picture(s)')).toBeVisible();
    await element.getByLabel('Marketplace order number').fill('MP-300891');
    await element.getByLabel('Story title').fill('From a partner site');
    await element.getByRole('button', { name: 'Send' }).click();
    await expect(element.getByText('Your photos have been successfully uploaded!')).toBeVisible();
    const cookies = await context.cookies(LOCAL_SHOP_URL);
    expect(cookies.map((cookie) => cookie.name)).not.toContain('shop_upload_session');
  });
});
