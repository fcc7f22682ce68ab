import type { MarketplaceSubmit1, MarketplaceSubmit2 } from '../../contracts/uploads';
import { MarketplaceSubmitAnswerStruct } from '../../contracts/uploads';
import { apiRequest, parseAnswer } from '../client';
import { marketplaceCallName, marketplacePath, type MarketplaceCall } from './marketplace-call';

export type MarketplaceSubmitInput = MarketplaceSubmit1 | MarketplaceSubmit2;

/** POST base/submit: the form values plus the saved photos' ids in their order. */
export async function submitMarketplaceOrder(call: MarketplaceCall, input: MarketplaceSubmitInput): Promise<void> {
  const data = await apiRequest(marketplacePath(call.variant, 'submit'), {
    method: 'POST',
    json: input,
    origin: call.origin,
    signal: call.signal,
  });
  parseAnswer(data, MarketplaceSubmitAnswerStruct, marketplaceCallName('POST', call.variant, 'submit'));
}
