import type { ReactNode } from 'react';
import {
  Icon,
  Loader,
  Navigate,
  ProductType,
  ShopLink,
  buttonClassName,
  formatOrderNumber,
  type Order,
} from '@shop/shared';
import { paths } from '../../../config/paths';
import { usePaymentResult } from '../hooks/use-payment-result';
import { SummaryLines } from './order-summary';
import { TotalsList } from '../../../components/totals-list';
import layout from '../../../components/page-layout.module.css';
import styles from './checkout-success-view.module.css';

export const PAYMENT_SUCCESSFUL = 'The payment was successful';
export const PAYMENT_NOT_SUCCESSFUL = 'The payment was not successful';
export const PAYMENT_RESULT_TITLE = 'Payment result';
export const CHECKING_PAYMENT = 'Checking your payment…';

export type CheckoutSuccessViewProps = {
  orderId: number;
  /** The order steps, all marked done. */
  steps: ReactNode;
  /** How often and how many times an unpaid order is read again (tests make it quick). */
  polling?: { intervalMs?: number; attempts?: number };
};

/**
 * /checkout/success/{orderId} (accounts-and-after-sale §2 "Checkout success screen"): to /account/cart when there are
 * no orders in local state; else the order steps, all done, whether the order was paid, and its summary, open.
 */
export function CheckoutSuccessView({ orderId, steps, polling }: CheckoutSuccessViewProps) {
  const result = usePaymentResult(orderId, polling);
  if (result.state === 'no-order') return <Navigate to={paths.accountCart.getHref()} replace />;

  return (
    <div className={styles.page}>
      {steps}
      {result.state === 'checking' ? (
        <>
          <h1 className={layout.title}>{PAYMENT_RESULT_TITLE}</h1>
          <Loader label={CHECKING_PAYMENT} showLabel />
        </>
      ) : (
        <>
          <h1 className={[layout.title, result.state === 'paid' ? styles.paid : styles.unpaid].join(' ')}>
            {result.state === 'paid' ? PAYMENT_SUCCESSFUL : PAYMENT_NOT_SUCCESSFUL}
          </h1>
          <OrderDetails order={result.order} />
          <p className={styles.actions}>
            <ShopLink to={paths.accountOrders.getHref()} className={buttonClassName({ variant: 'secondary' })}>
              Your orders
            </ShopLink>
          </p>
        </>
      )}
    </div>
  );
}

/** The order's summary, an expandable block open by default. */
function OrderDetails({ order }: { order: Order }) {
  const lines = order.items.map((item) => ({
    id: item.id,
    name: item.name,
    quantity: item.type === ProductType.SIMPLE ? item.quantity : null,
    // Before the discount, as the checkout listed it: the lines add up to the subtotal, the discount follows (an API
    // from before baseCost answers the discounted price only).
    price: item.baseCost ?? item.price,
  }));
  return (
    <details open className={styles.details}>
      <summary className={styles.summary}>
        <span>Order #{formatOrderNumber(order.id)}</span>
        <Icon name="chevron-down" size={20} className={styles.chevron} />
      </summary>
      <div className={styles.body}>
        <SummaryLines lines={lines} />
        <TotalsList
          totals={{ subtotal: order.subtotal, discount: order.discount, tax: order.tax, total: order.totalCost }}
          showDiscount={order.discount > 0}
        />
      </div>
    </details>
  );
}
