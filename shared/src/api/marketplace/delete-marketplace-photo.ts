import { byPosition, MarketplacePhotosAnswerStruct, type UploadedPhoto } from '../../contracts/uploads';
import { apiRequest, parseAnswer } from '../client';
import { marketplaceCallName, marketplacePath, type MarketplaceCall } from './marketplace-call';

/** DELETE base/{id}: removes a saved photo; answers the remaining ones. */
export async function deleteMarketplacePhoto(call: MarketplaceCall, id: number): Promise<UploadedPhoto[]> {
  const data = await apiRequest(marketplacePath(call.variant, String(id)), {
    method: 'DELETE',
    origin: call.origin,
    signal: call.signal,
  });
  return byPosition(
    parseAnswer(data, MarketplacePhotosAnswerStruct, marketplaceCallName('DELETE', call.variant, '{id}')).data,
  );
}
