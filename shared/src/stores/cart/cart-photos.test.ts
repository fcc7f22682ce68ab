import { deleteCartImage, updateCartItem, updateCartPositions, uploadCartImage } from '../../api';
import { cartItemFixture } from '../../api/testing/fixtures';
import { $user } from '../user';
import { $cartLoading, $userCart, cartPhotoTarget, saveCartItemCaptions } from '.';
import { setUpCartTests, user } from './test-setup';

jest.mock('../../api', () => ({
  ...jest.requireActual('../../api'),
  getCart: jest.fn(),
  updateCartItem: jest.fn(),
  uploadCartImage: jest.fn(),
  deleteCartImage: jest.fn(),
  updateCartPositions: jest.fn(),
  mergeWishlist: jest.fn(),
  getInitialState: jest.fn(),
}));

setUpCartTests();

const first = { id: 40, image: 'a.jpg', position: 0 };
const second = { id: 41, image: 'b.jpg', position: 1 };
const other = cartItemFixture({ id: 2, product: 5 });
const item = (images = [first]) => cartItemFixture({ id: 3, product: 9, images });

/** A call that stays in flight until `resolve` or `reject`. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  $user.set(user);
  $userCart.set([other, item()]);
});

describe('a cart item’s photo target: save', () => {
  it('uploads with progress, sets the loading flag meanwhile and replaces the cart with the answer', async () => {
    const answer = pending<{ cart: ReturnType<typeof item>[]; imageId: number }>();
    jest.mocked(uploadCartImage).mockReturnValue(answer.promise);
    const onProgress = jest.fn();
    const file = new Blob(['jpeg'], { type: 'image/jpeg' });
    const saving = cartPhotoTarget(3, 9).save(file, 1, onProgress);
    expect($cartLoading.get()).toBe(true);
    expect(uploadCartImage).toHaveBeenCalledWith({ cartItem: 3, position: 1, image: file, onProgress });
    // The server answers the photos out of order: the target gives them in position order.
    const answered = [other, item([second, first])];
    answer.resolve({ cart: answered, imageId: 41 });
    await expect(saving).resolves.toEqual({ photos: [first, second], saved: second });
    expect($userCart.get()).toBe(answered);
    expect($cartLoading.get()).toBe(false);
  });

  it('warns "Updated cart item not found" when the answer lacks the product, and fails the photo', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.mocked(uploadCartImage).mockResolvedValue({ cart: [other], imageId: 41 });
    await expect(cartPhotoTarget(3, 9).save('chunk:abcdef12', 1, jest.fn())).rejects.toThrow(
      'Updated cart item not found',
    );
    expect(warn).toHaveBeenCalledWith('Updated cart item not found');
    expect($userCart.get()).toEqual([other]);
    expect($cartLoading.get()).toBe(false);
  });

  it('fails the photo when the answer names no new image', async () => {
    jest.mocked(uploadCartImage).mockResolvedValue({ cart: [other, item([first, second])], imageId: undefined });
    await expect(cartPhotoTarget(3, 9).save('chunk:abcdef12', 1, jest.fn())).rejects.toThrow(/no new image/);
  });

  it('passes an upload failure on and clears the flag', async () => {
    jest.mocked(uploadCartImage).mockRejectedValue(new Error('HTTP error! status: 500'));
    await expect(cartPhotoTarget(3, 9).save('chunk:abcdef12', 0, jest.fn())).rejects.toThrow('status: 500');
    expect($cartLoading.get()).toBe(false);
    expect($userCart.get()).toEqual([other, item()]);
  });
});

describe('a cart item’s photo target: remove', () => {
  it('deletes the image with the flag set and answers the photos left', async () => {
    const answer = pending<ReturnType<typeof item>[]>();
    jest.mocked(deleteCartImage).mockReturnValue(answer.promise);
    const removing = cartPhotoTarget(3, 9).remove(40);
    expect($cartLoading.get()).toBe(true);
    expect(deleteCartImage).toHaveBeenCalledWith({ id: 40, cartItem: 3 });
    answer.resolve([other, item([second])]);
    await expect(removing).resolves.toEqual([second]);
    expect($userCart.get()[1]!.images).toEqual([second]);
    expect($cartLoading.get()).toBe(false);
  });

  it('logs "Failed to remove cart item image" and passes the failure on', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('offline');
    jest.mocked(deleteCartImage).mockRejectedValue(failure);
    await expect(cartPhotoTarget(3, 9).remove(40)).rejects.toBe(failure);
    expect(error).toHaveBeenCalledWith('Failed to remove cart item image', failure);
    expect($cartLoading.get()).toBe(false);
  });
});

describe('a cart item’s photo target: reorder', () => {
  it('sends the cart item, product and positions with the flag set and answers the new order', async () => {
    $userCart.set([other, item([first, second])]);
    const answer = pending<ReturnType<typeof item>[]>();
    jest.mocked(updateCartPositions).mockReturnValue(answer.promise);
    const positions = [
      { id: 41, position: 0 },
      { id: 40, position: 1 },
    ];
    const reordering = cartPhotoTarget(3, 9).reorder(positions);
    expect($cartLoading.get()).toBe(true);
    expect(updateCartPositions).toHaveBeenCalledWith({ cartItem: 3, product: 9, positions });
    const moved = [
      { ...second, position: 0 },
      { ...first, position: 1 },
    ];
    answer.resolve([other, item([moved[1]!, moved[0]!])]);
    await expect(reordering).resolves.toEqual(moved);
    expect($cartLoading.get()).toBe(false);
  });

  it('logs a failure and passes it on (the uploader keeps the shopper’s order), the cart unchanged', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const cart = [other, item([first, second])];
    $userCart.set(cart);
    const failure = new Error('offline');
    jest.mocked(updateCartPositions).mockRejectedValue(failure);
    await expect(cartPhotoTarget(3, 9).reorder([{ id: 41, position: 0 }])).rejects.toBe(failure);
    expect(error).toHaveBeenCalledWith('Failed to update cart item image positions', failure);
    expect($userCart.get()).toBe(cart);
    expect($cartLoading.get()).toBe(false);
  });
});

describe('saving a cart item’s captions', () => {
  const caption = { fieldId: 7, label: 'Story title', position: 0, type: 'text' as const, value: 'Our day' };

  it('sends the captions for the product and takes the answered cart', async () => {
    const answered = [other, { ...item(), captions: [caption] }];
    jest.mocked(updateCartItem).mockResolvedValue(answered);
    await saveCartItemCaptions(9, [caption]);
    expect(updateCartItem).toHaveBeenCalledWith({ product: 9, captions: [caption] });
    expect($userCart.get()).toBe(answered);
  });

  it('throws the call’s error and keeps the cart', async () => {
    const failure = new Error('Maximum value is 10');
    jest.mocked(updateCartItem).mockRejectedValue(failure);
    await expect(saveCartItemCaptions(9, [caption])).rejects.toBe(failure);
    expect($userCart.get()).toEqual([other, item()]);
  });
});
