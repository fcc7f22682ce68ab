import { PaymentConfigStruct, type PaymentConfig } from '../../contracts/orders';
import { apiRequest, parseAnswer } from '../client';

/** GET /api/checkout/config: which provider takes the payments ("local" or "stripe") and Stripe's publishable key. */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  const data = await apiRequest('checkout/config');
  return parseAnswer(data, PaymentConfigStruct, 'GET /api/checkout/config');
}
