import { useParams } from '@shop/shared';
import { OrderSteps } from '../features/cart';
import { CheckoutSuccessView } from '../features/checkout';

/** /checkout/success/:orderId: the payment result, with the cart's order steps all done. */
export function Component() {
  const { orderId } = useParams();
  return <CheckoutSuccessView orderId={Number(orderId)} steps={<OrderSteps allDone />} />;
}
