import { json, mockFetch, mockXhr } from '@shop/shared/testing';
import {
  deleteMarketplacePhoto,
  getMarketplacePhotos,
  submitMarketplaceOrder,
  updateMarketplacePositions,
  uploadMarketplacePhoto,
} from './marketplace-calls';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const photo = (id: number, position: number) => ({ id, image: `${'a'.repeat(32)}${id}.jpg`, position });

describe('the marketplace calls', () => {
  it('getMarketplacePhotos reads GET base of the variant, in position order', async () => {
    const { requests } = mockFetch(json({ success: true, data: [photo(2, 1), photo(1, 0)] }));
    await expect(getMarketplacePhotos({ variant: 2 })).resolves.toEqual([photo(1, 0), photo(2, 1)]);
    expect(requests[0]!.url).toBe('http://localhost/api/marketplace-orders-2');
    expect(requests[0]!.credentials).not.toBe('include');
  });

  it('calls another origin with its cookies when one is given (the embedded uploader)', async () => {
    const { requests } = mockFetch(json({ success: true, data: [] }));
    await getMarketplacePhotos({ variant: 1, origin: 'https://shop.example/' });
    expect(requests[0]!.url).toBe('https://shop.example/api/marketplace-orders');
    expect(requests[0]!.credentials).toBe('include');
  });

  it('deletes by id, updates positions and submits, each answering what the server says', async () => {
    const { requests } = mockFetch(
      json({ success: true, data: [photo(2, 0)] }),
      json({ success: true, data: [photo(2, 1), photo(3, 0)] }),
      json({ success: true }),
    );
    await expect(deleteMarketplacePhoto({ variant: 1 }, 1)).resolves.toEqual([photo(2, 0)]);
    await expect(
      updateMarketplacePositions({ variant: 1 }, [
        { id: 3, position: 0 },
        { id: 2, position: 1 },
      ]),
    ).resolves.toEqual([photo(3, 0), photo(2, 1)]);
    await submitMarketplaceOrder({ variant: 1 }, { orderNumber: 'A-1', storyTitle: 'Us', images: [3, 2] });
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'DELETE /api/marketplace-orders/1',
      'POST /api/marketplace-orders/update-positions',
      'POST /api/marketplace-orders/submit',
    ]);
    await expect(requests[1]!.json()).resolves.toEqual([
      { id: 3, position: 0 },
      { id: 2, position: 1 },
    ]);
    await expect(requests[2]!.json()).resolves.toEqual({ orderNumber: 'A-1', storyTitle: 'Us', images: [3, 2] });
  });

  it('a submit answered with an error rejects with the server message', async () => {
    mockFetch(json({ message: 'Unknown marketplace order number', field: 'orderNumber' }, { status: 400 }));
    await expect(
      submitMarketplaceOrder({ variant: 1 }, { orderNumber: 'nope', storyTitle: 'Us', images: [1] }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 400, message: 'Unknown marketplace order number' });
  });

  it('uploadMarketplacePhoto sends image and position as multipart with progress, and picks the newest photo', async () => {
    // Asked for position 1, put last at 0 on a server whose list was empty (another upload is still on its way).
    const xhr = mockXhr(() => ({ body: { success: true, data: [photo(5, 0)] } }));
    const progress: number[] = [];
    const file = new File(['jpeg bytes'], 'beach.jpg', { type: 'image/jpeg' });
    const answer = await uploadMarketplacePhoto(
      { variant: 2, origin: 'https://shop.example' },
      { image: file, position: 1, onProgress: (percent) => progress.push(percent) },
    );
    expect(answer.saved).toEqual(photo(5, 0));
    expect(answer.photos).toEqual([photo(5, 0)]);
    expect(progress).toEqual([50, 100]);
    const sent = xhr.sent[0]!;
    expect(sent).toMatchObject({
      method: 'POST',
      url: 'https://shop.example/api/marketplace-orders-2/upload',
      withCredentials: true,
    });
    const body = sent.body as FormData;
    expect(body.get('position')).toBe('1');
    expect((body.get('image') as File).name).toBe('beach.jpg');
  });

  it('a chunk reference goes in the image field and names its upload in X-Chunk-ID and its file in x-chunk-name', async () => {
    const xhr = mockXhr(() => ({ body: { success: true, data: [photo(9, 0)] } }));
    await uploadMarketplacePhoto(
      { variant: 1 },
      { image: 'chunk:1b4e28ba-2fa1-11d2', position: 0, name: 'Beach day #2.jpg' },
    );
    const sent = xhr.sent[0]!;
    expect(sent.url).toBe('/api/marketplace-orders/upload');
    expect(sent.withCredentials).toBe(false);
    expect((sent.body as FormData).get('image')).toBe('chunk:1b4e28ba-2fa1-11d2');
    expect(sent.headers['x-chunk-id']).toBe('1b4e28ba-2fa1-11d2');
    expect(sent.headers['x-chunk-name']).toBe('Beach%20day%20%232.jpg');
  });

  it('takes the photo x-image-id names when the answer has the header', async () => {
    mockXhr(() => ({
      body: { success: true, data: [photo(7, 0), photo(4, 1), photo(9, 2)] },
      headers: { 'x-image-id': '4' },
    }));
    const answer = await uploadMarketplacePhoto({ variant: 1 }, { image: new Blob(['x']), position: 1 });
    expect(answer.saved).toEqual(photo(4, 1));
  });

  it('keeps the upload session a partner origin names and sends it back to that origin only', async () => {
    // A browser that blocks third-party cookies keeps no session cookie on a partner's page: the header carries it.
    const shop = 'https://session.example';
    const xhr = mockXhr(() => ({
      body: { success: true, data: [photo(1, 0)] },
      headers: { 'x-upload-session': 'session-1' },
    }));
    const { requests } = mockFetch(json({ success: true, data: [photo(1, 0)] }));
    await getMarketplacePhotos({ variant: 1, origin: shop });
    expect(requests[0]!.headers.get('x-upload-session')).toBeNull();

    await uploadMarketplacePhoto({ variant: 1, origin: shop }, { image: new Blob(['x']), position: 0 });
    await getMarketplacePhotos({ variant: 1, origin: `${shop}/` });
    await getMarketplacePhotos({ variant: 1 });
    await getMarketplacePhotos({ variant: 1, origin: 'https://other-shop.example' });
    await uploadMarketplacePhoto({ variant: 1, origin: shop }, { image: new Blob(['y']), position: 1 });
    expect(requests.slice(1).map((request) => request.headers.get('x-upload-session'))).toEqual([
      'session-1',
      null,
      null,
    ]);
    expect(xhr.sent.map((upload) => upload.headers['x-upload-session'])).toEqual([undefined, 'session-1']);

    // Whichever transport an answer came by (ky or the upload's XMLHttpRequest), the session it names is kept.
    const renamed = mockFetch(json({ success: true, data: [] }, { headers: { 'x-upload-session': 'session-2' } }));
    await deleteMarketplacePhoto({ variant: 1, origin: shop }, 1);
    await getMarketplacePhotos({ variant: 1, origin: shop });
    expect(renamed.requests[1]!.headers.get('x-upload-session')).toBe('session-2');
    expect(sessionStorage.getItem(`photo-uploader-session:${shop}`)).toBe('session-2');
  });

  it('finds the session in the tab’s storage after a reload of the partner’s page', async () => {
    sessionStorage.setItem('photo-uploader-session:https://reloaded.example', 'session-kept');
    const { requests } = mockFetch(json({ success: true, data: [] }));
    await getMarketplacePhotos({ variant: 1, origin: 'https://reloaded.example' });
    await getMarketplacePhotos({ variant: 1 });
    expect(requests.map((request) => request.headers.get('x-upload-session'))).toEqual(['session-kept', null]);
  });

  it('an upload answer without any photo is an invalid response', async () => {
    mockXhr(() => ({ body: { success: true, data: [] } }));
    await expect(uploadMarketplacePhoto({ variant: 1 }, { image: new Blob(['x']), position: 3 })).rejects.toMatchObject(
      { name: 'InvalidResponseError' },
    );
  });
});
