import { useParams } from '@shop/shared';
// Module by module (see checkout-page.tsx): this page needs neither the cart page nor the checkout form.
import { OrderSteps } from '../features/cart/components/order-steps';
import { CheckoutSuccessView } from '../features/checkout/components/checkout-success-view';

/** /checkout/success/:orderId: the payment result, with the cart's order steps all done. */
export function Component() {
  const { orderId } = useParams();
  return <CheckoutSuccessView orderId={Number(orderId)} steps={<OrderSteps allDone />} />;
}
