import { byPosition, MarketplacePhotosAnswerStruct, type UploadedPhoto } from '../../contracts/uploads';
import { apiRequest, parseAnswer } from '../client';
import { marketplaceCallName, marketplacePath, type MarketplaceCall } from './marketplace-call';

/** GET base: the photos the upload session saved so far (restored when the page opens again), in position order. */
export async function getMarketplacePhotos(call: MarketplaceCall): Promise<UploadedPhoto[]> {
  const data = await apiRequest(marketplacePath(call.variant), { origin: call.origin, signal: call.signal });
  return byPosition(parseAnswer(data, MarketplacePhotosAnswerStruct, marketplaceCallName('GET', call.variant)).data);
}
