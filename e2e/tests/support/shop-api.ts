import { expect, type APIResponse, type Page } from '@playwright/test';
import sharp from 'sharp';

// The shop's API as the signed-in user of a page (the token the site keeps in localStorage): for journeys whose
// subject comes after the cart (checkout, orders), the cart is prepared through the same calls the cart page makes.

export type CaptionField = {
  id: number;
  label: string;
  position: number;
  type: 'text' | 'date' | 'time' | 'datetime' | 'number' | 'choice';
  required: boolean;
  parameters: { min?: number; max?: number; options?: string[] };
};
export type Product = {
  id: number;
  slug: string;
  name: string;
  price: number;
  type: 1 | 2;
  /** The clip's preview video (an MP4 under /api/media/), null when it has none. */
  preview: string | null;
  isAvailable: boolean;
  clipProperties: { imageCount: number } | null;
  captionFields: CaptionField[];
};
export type CartItem = { id: number; product: number; images: { id: number; image: string; position: number }[] };

/** Available products of one type (1 simple, 2 clip), from the catalogue. */
export async function productsOfType(page: Page, type: 1 | 2): Promise<Product[]> {
  const filter = JSON.stringify({ type: { operator: 'eq', value: type } });
  const response = await page.request.get(`/api/catalog?_filter=${encodeURIComponent(filter)}&_perPage=50`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Product[] };
  return data.filter((product) => product.isAvailable);
}

/** An available clip asking for more than one caption. */
export async function clipWithCaptions(page: Page): Promise<Product> {
  const clip = (await productsOfType(page, 2)).find((product) => product.captionFields.length > 1);
  expect(clip, 'an available clip with caption fields').toBeTruthy();
  return clip!;
}

/** A value each caption field type accepts. */
export function captionValue(field: CaptionField): string {
  switch (field.type) {
    case 'date':
      return '2026-06-20';
    case 'time':
      return '18:30';
    case 'datetime':
      return '2026-06-20T18:30';
    case 'number':
      return String(field.parameters.min ?? 5);
    case 'choice':
      return field.parameters.options?.[0] ?? '';
    default:
      return 'Anna & Ben';
  }
}

/** A PNG photo of one colour, as a file input or a multipart field takes it. */
export async function photo(name: string, colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The authorization header of the page's signed-in user (the token the site keeps in localStorage). */
export async function asUser(page: Page): Promise<{ authorization: string }> {
  const value = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('shop.user') ?? 'null') as { token?: string } | null)?.token,
  );
  expect(value, 'a signed-in user on the page').toBeTruthy();
  return { authorization: `Bearer ${value!}` };
}

/** GETs an API path as the page's signed-in user and answers its JSON (the answer must be 2xx). */
export async function getAsUser<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: await asUser(page) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** The authorization header of an account signed in through the API (POST /api/sign-in), e.g. the staff account. */
export async function signedInHeaders(
  page: Page,
  account: { email: string; password: string },
): Promise<{ authorization: string }> {
  const signedIn = await page.request.post('/api/sign-in', {
    data: { identity: account.email, credential: account.password, remember_me: true },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return { authorization: `Bearer ${((await signedIn.json()) as { user: { token: string } }).user.token}` };
}

/** POSTs a JSON body to the API as the page's signed-in user. */
export async function postAsUser(page: Page, path: string, data: unknown): Promise<APIResponse> {
  return page.request.post(path, { headers: await asUser(page), data });
}

/** The signed-in user's cart, as the API answers it. */
export async function getCart(page: Page): Promise<CartItem[]> {
  return getAsUser<CartItem[]>(page, '/api/cart');
}

/** Puts a product in the signed-in user's cart; a clip gets every caption and one photo, so it is ready for checkout. */
export async function putInCart(page: Page, product: Product): Promise<void> {
  const captions = product.captionFields.map((field) => ({ fieldId: field.id, value: captionValue(field) }));
  const update = await postAsUser(
    page,
    '/api/cart/update',
    product.type === 2 ? { product: product.id, captions } : { product: product.id },
  );
  expect(update.ok(), await update.text()).toBe(true);
  if (product.type !== 2) return;
  const item = (await getCart(page)).find((entry) => entry.product === product.id)!;
  const upload = await page.request.post('/api/cart/image', {
    headers: await asUser(page),
    multipart: { cartItem: String(item.id), position: '0', image: await photo('story.png', '#d35400') },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
}

/**
 * Orders the signed-in user's cart through the API (card) and pays it as the shopper does: Pay now on Orders, then Pay
 * on the local provider's page. Answers the order's id.
 */
export async function orderAndPayNow(page: Page): Promise<number> {
  const created = await postAsUser(page, '/api/order', { paymentMethod: 'card' });
  expect(created.ok(), await created.text()).toBe(true);
  const { order } = (await created.json()) as { order: { id: number } };
  await page.goto('/account/orders');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/api\/checkout\/pay\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'The payment was successful' })).toBeVisible();
  return order.id;
}
