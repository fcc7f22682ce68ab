import { cartItemFixture } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { json } from '../../testing/route-fetch';
import { sendWithProgress, type UploadAnswer } from '../send-with-progress';
import { deleteCartImage } from './delete-cart-image';
import { updateCartPositions } from './update-cart-positions';
import { uploadCartImage } from './upload-cart-image';

jest.mock('../send-with-progress', () => ({ sendWithProgress: jest.fn() }));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(sendWithProgress).mockReset();
});

const photo = { id: 41, image: '0123456789abcdef0123456789abcdef.jpg', position: 0 };
const cart = [cartItemFixture({ id: 3, product: 9, images: [photo] })];
const answer = (body: unknown, headers: Record<string, string> = {}): UploadAnswer => ({
  status: 200,
  body,
  header: (name) => headers[name.toLowerCase()] ?? null,
});

describe('uploadCartImage', () => {
  it('sends cartItem, position and then the image as multipart, and answers the cart and the new id', async () => {
    jest.mocked(sendWithProgress).mockResolvedValue(answer(cart, { 'x-image-id': '41' }));
    const onProgress = jest.fn();
    const file = new File(['jpeg'], 'beach.jpg', { type: 'image/jpeg' });
    await expect(uploadCartImage({ cartItem: 3, position: 0, image: file, onProgress })).resolves.toEqual({
      cart,
      imageId: 41,
    });
    const request = jest.mocked(sendWithProgress).mock.calls[0]![0];
    expect(request).toMatchObject({ method: 'POST', path: 'cart/image', onProgress });
    const body = request.body as FormData;
    expect([...body.keys()]).toEqual(['cartItem', 'position', 'image']);
    expect(body.get('cartItem')).toBe('3');
    expect(body.get('position')).toBe('0');
    expect((body.get('image') as File).name).toBe('beach.jpg');
  });

  it('sends a chunk reference as the image field’s text', async () => {
    jest.mocked(sendWithProgress).mockResolvedValue(answer(cart, { 'x-image-id': '41' }));
    await uploadCartImage({ cartItem: 3, position: 2, image: 'chunk:1b4e28ba-2fa1-11d2' });
    expect((jest.mocked(sendWithProgress).mock.calls[0]![0].body as FormData).get('image')).toBe(
      'chunk:1b4e28ba-2fa1-11d2',
    );
  });

  it('answers no id when the header is missing or not a number', async () => {
    jest.mocked(sendWithProgress).mockResolvedValueOnce(answer(cart));
    await expect(uploadCartImage({ cartItem: 3, position: 0, image: 'chunk:x' })).resolves.toMatchObject({
      imageId: undefined,
    });
    jest.mocked(sendWithProgress).mockResolvedValueOnce(answer(cart, { 'x-image-id': 'abc' }));
    await expect(uploadCartImage({ cartItem: 3, position: 0, image: 'chunk:x' })).resolves.toMatchObject({
      imageId: undefined,
    });
  });

  it('throws an InvalidResponseError when the answer is not a cart', async () => {
    jest.mocked(sendWithProgress).mockResolvedValue(answer({ success: true }, { 'x-image-id': '41' }));
    await expect(uploadCartImage({ cartItem: 3, position: 0, image: 'chunk:x' })).rejects.toMatchObject({
      name: 'InvalidResponseError',
    });
  });
});

describe('deleteCartImage', () => {
  it('sends DELETE /api/cart/image with the image and cart item ids and answers the cart', async () => {
    const { requests } = mockFetch(json(cart));
    await expect(deleteCartImage({ id: 40, cartItem: 3 })).resolves.toEqual(cart);
    expect(requests[0]!.method).toBe('DELETE');
    expect(requests[0]!.url).toBe('http://localhost/api/cart/image');
    await expect(requests[0]!.json()).resolves.toEqual({ id: 40, cartItem: 3 });
  });

  it('throws the server’s refusal as an ApiError', async () => {
    mockFetch(json({ message: 'Image not found' }, { status: 404 }));
    await expect(deleteCartImage({ id: 40, cartItem: 3 })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'Image not found',
    });
  });
});

describe('updateCartPositions', () => {
  it('posts the cart item, the product and the new positions and answers the cart', async () => {
    const { requests } = mockFetch(json(cart));
    const positions = [
      { id: 41, position: 0 },
      { id: 40, position: 1 },
    ];
    await expect(updateCartPositions({ cartItem: 3, product: 9, positions })).resolves.toEqual(cart);
    expect(requests[0]!.url).toBe('http://localhost/api/cart/update-positions');
    expect(requests[0]!.method).toBe('POST');
    await expect(requests[0]!.json()).resolves.toEqual({ cartItem: 3, product: 9, positions });
  });

  it('leaves the product out when none is given', async () => {
    const { requests } = mockFetch(json(cart));
    await updateCartPositions({ cartItem: 3, positions: [{ id: 41, position: 0 }] });
    await expect(requests[0]!.json()).resolves.toEqual({ cartItem: 3, positions: [{ id: 41, position: 0 }] });
  });
});
