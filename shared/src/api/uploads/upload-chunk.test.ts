import { mockXhr } from '../testing/mock-xhr';
import { uploadChunk } from './upload-chunk';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('uploadChunk', () => {
  it('sends the raw chunk with the X-Chunk headers and reads X-Chunk-Status', async () => {
    const xhr = mockXhr((_upload, index) => ({
      body: { received: index + 1, total: 2 },
      headers: index === 1 ? { 'X-Chunk-Status': 'complete' } : undefined,
    }));
    const chunk = {
      uploadId: 'f5c1d7a0-0000-4000-8000-000000000001',
      count: 2,
      name: 'my photo #1.jpg',
      type: 'image/jpeg',
    };
    await expect(uploadChunk({ ...chunk, index: 0, body: new Blob(['ab']) })).resolves.toEqual({
      received: 1,
      total: 2,
      complete: false,
    });
    await expect(uploadChunk({ ...chunk, index: 1, body: new Blob(['c']) })).resolves.toEqual({
      received: 2,
      total: 2,
      complete: true,
    });
    expect(xhr.sent[1]!.url).toBe('/api/media/upload');
    expect(xhr.sent[1]!.headers).toMatchObject({
      'x-chunk-index': '1',
      'x-chunk-length': '2',
      'x-chunk-name': 'my%20photo%20%231.jpg',
      'x-chunk-id': chunk.uploadId,
      'x-chunk-type': 'image/jpeg',
      'content-type': 'application/octet-stream',
    });
  });

  it('rejects with the HTTP status of a refused chunk', async () => {
    mockXhr(() => ({ status: 413, body: {} }));
    await expect(
      uploadChunk({
        uploadId: 'abcdefgh',
        index: 0,
        count: 1,
        name: 'a.jpg',
        type: 'image/jpeg',
        body: new Blob(['a']),
      }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 413, message: 'HTTP error! status: 413' });
  });
});
