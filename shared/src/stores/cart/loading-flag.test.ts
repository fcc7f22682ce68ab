import {
  $cartLoading,
  cartLoadingFinished,
  cartLoadingStarted,
  resetCartLoadingFlag,
  whileCartLoading,
} from './loading-flag';

afterEach(() => resetCartLoadingFlag());

describe('the cart loading flag', () => {
  it('is false until an image call starts and false again once it has finished', () => {
    expect($cartLoading.get()).toBe(false);
    cartLoadingStarted();
    expect($cartLoading.get()).toBe(true);
    cartLoadingFinished();
    expect($cartLoading.get()).toBe(false);
  });

  it('stays true while any of several overlapping calls is in flight', () => {
    cartLoadingStarted();
    cartLoadingStarted();
    cartLoadingFinished();
    expect($cartLoading.get()).toBe(true);
    cartLoadingFinished();
    expect($cartLoading.get()).toBe(false);
    cartLoadingFinished();
    cartLoadingStarted();
    expect($cartLoading.get()).toBe(true);
  });

  it('is set around a call and cleared when the call fails', async () => {
    let during: boolean | undefined;
    await expect(
      whileCartLoading(async () => {
        during = $cartLoading.get();
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(during).toBe(true);
    await expect(whileCartLoading(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect($cartLoading.get()).toBe(false);
  });
});
