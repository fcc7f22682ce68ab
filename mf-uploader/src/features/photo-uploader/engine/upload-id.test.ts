import { CHUNK_ID_PATTERN } from '@shop/shared';
import { newUploadId } from './upload-id';

describe('newUploadId', () => {
  it('makes a version-4 UUID the server accepts, also where crypto.randomUUID is missing (plain-http pages)', () => {
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const ids = new Set([newUploadId(), newUploadId()]);
      expect(ids.size).toBe(2);
      for (const id of ids) {
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(id).toMatch(CHUNK_ID_PATTERN);
      }
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
