import {
  byPosition,
  MarketplacePhotosAnswerStruct,
  type PhotoPosition,
  type UploadedPhoto,
} from '../../contracts/uploads';
import { apiRequest, parseAnswer } from '../client';
import { marketplaceCallName, marketplacePath, type MarketplaceCall } from './marketplace-call';

/** POST base/update-positions with the list of {id, position}; answers the saved photos in their new order. */
export async function updateMarketplacePositions(
  call: MarketplaceCall,
  positions: PhotoPosition[],
): Promise<UploadedPhoto[]> {
  const data = await apiRequest(marketplacePath(call.variant, 'update-positions'), {
    method: 'POST',
    json: positions,
    origin: call.origin,
    signal: call.signal,
  });
  return byPosition(
    parseAnswer(data, MarketplacePhotosAnswerStruct, marketplaceCallName('POST', call.variant, 'update-positions'))
      .data,
  );
}
