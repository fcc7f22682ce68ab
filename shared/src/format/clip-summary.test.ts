import { ProductType } from '../constants';
import { clipSummary } from './clip-summary';

describe('clipSummary', () => {
  it('gives the picture count and the duration of a clip', () => {
    expect(clipSummary({ type: ProductType.CLIP, clipProperties: { imageCount: 20, duration: 95 } })).toBe('20 pictures · 01:35');
  });

  it('says picture for one picture', () => {
    expect(clipSummary({ type: ProductType.CLIP, clipProperties: { imageCount: 1, duration: 5 } })).toBe('1 picture · 00:05');
  });

  it('gives nothing for a simple product', () => {
    expect(clipSummary({ type: ProductType.SIMPLE, clipProperties: null })).toBeUndefined();
  });
});
