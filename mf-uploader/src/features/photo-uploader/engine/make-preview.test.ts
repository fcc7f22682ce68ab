import { makePreview } from './make-preview';

// jsdom has no image decoding: createImageBitmap, the canvas and object URLs are stood in for.

const bitmap = (width: number, height: number) => ({ width, height, close: jest.fn() });
let drawn: unknown[][];
let encoded: { type?: string }[];

beforeEach(() => {
  drawn = [];
  encoded = [];
  URL.createObjectURL = jest.fn((blob: Blob) => `blob:${blob instanceof File ? blob.name : `preview-${blob.type}`}`);
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return { drawImage: (...args: unknown[]) => drawn.push([this.width, this.height, ...args.slice(1)]) } as never;
  });
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) => {
    encoded.push({ type });
    callback(new Blob(['jpeg'], { type: type ?? '' }));
  });
});
afterEach(() => jest.restoreAllMocks());

describe('makePreview', () => {
  it('scales an image wider than 300 px to 300 px wide as a JPEG', async () => {
    const decoded = bitmap(1200, 900);
    globalThis.createImageBitmap = jest.fn(async () => decoded) as never;
    await expect(makePreview(new File(['x'], 'wide.png', { type: 'image/png' }))).resolves.toBe(
      'blob:preview-image/jpeg',
    );
    expect(drawn).toEqual([[300, 225, 0, 0, 300, 225]]);
    expect(encoded).toEqual([{ type: 'image/jpeg' }]);
    expect(decoded.close).toHaveBeenCalled();
  });

  it('uses an image up to 300 px wide as it is', async () => {
    globalThis.createImageBitmap = jest.fn(async () => bitmap(300, 500)) as never;
    await expect(makePreview(new File(['x'], 'narrow.jpg', { type: 'image/jpeg' }))).resolves.toBe('blob:narrow.jpg');
    expect(drawn).toEqual([]);
  });

  it('rejects a file the browser cannot decode', async () => {
    globalThis.createImageBitmap = jest.fn(async () =>
      Promise.reject(new DOMException('bad', 'InvalidStateError')),
    ) as never;
    await expect(makePreview(new File(['not an image'], 'fake.jpg', { type: 'image/jpeg' }))).rejects.toThrow('bad');
  });
});
