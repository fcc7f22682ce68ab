import { useLayoutEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import {
  $cart,
  $cartLoading,
  $initialState,
  EmptyState,
  Icon,
  ShopLink,
  buttonClassName,
  type LeadTimePrice,
} from '@shop/shared';
import { paths } from '../../../config/paths';
import { cartTotals } from '../cart-totals';
import { checkoutReadiness } from '../checkout-readiness';
import { useCartProducts } from '../hooks/use-cart-products';
import { CartLoader, useCartLoadNotice } from './cart-load-state';
import { CartRow } from './cart-row';
import { CartSummary } from './cart-summary';
import { OrderSteps } from './order-steps';
import layout from '../../../components/page-layout.module.css';
import styles from './cart-view.module.css';

export const CART_TITLE = 'Your Cart';
/** The spec has no empty-cart text (docs/decisions/0015-cart-page.md). */
export const EMPTY_CART_TEXT = 'Your cart is empty';
export const EMPTY_CART_ACTION = 'Browse video stories';

const NO_LEAD_TIMES: LeadTimePrice[] = [];

/** The cart page (storefront §2 Cart), the same for visitors at /cart and signed-in users at /account/cart. */
export function CartView() {
  const loadNotice = useCartLoadNotice();
  const items = useStore($cart);
  const busy = useStore($cartLoading);
  const leadTimePrices = useStore($initialState)?.leadTimePrices ?? NO_LEAD_TIMES;
  const { products, loading } = useCartProducts(items);
  const list = useRef<HTMLUListElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // The row the shopper asked to remove, and where it was.
  const removing = useRef<{ itemId: number; index: number } | null>(null);

  // A removed row takes its focused remove button with it, and focus would fall to the page: it goes to the remove
  // button of the row that took its place, else the last row's, else the title. Only once that row is gone (a failed
  // removal keeps it, and focus on its button), and only when focus was lost (not when the shopper went on meanwhile).
  useLayoutEffect(() => {
    const pending = removing.current;
    if (!pending || items.some((item) => item.id === pending.itemId)) return;
    removing.current = null;
    if (document.activeElement !== document.body) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-remove-item]') ?? [];
    (buttons[Math.min(pending.index, buttons.length - 1)] ?? title.current)?.focus();
  }, [items]);

  let content;
  if (loadNotice) {
    content = loadNotice;
  } else if (items.length === 0) {
    content = (
      <EmptyState
        icon={<Icon name="cart" size={28} />}
        title={EMPTY_CART_TEXT}
        text="Choose a story template and make it yours with your own photos."
        action={
          <ShopLink to={paths.catalog.getHref()} className={buttonClassName({ variant: 'secondary' })}>
            {EMPTY_CART_ACTION}
          </ShopLink>
        }
      />
    );
  } else if (loading) {
    content = <CartLoader />;
  } else {
    content = (
      <div className={layout.layout}>
        <div className={styles.items}>
          <ul ref={list} className={styles.list} aria-label="Cart items" aria-busy={busy}>
            {items.map((item, index) => (
              <CartRow
                key={item.id}
                item={item}
                product={products.get(item.product)}
                leadTimePrices={leadTimePrices}
                onRemove={() => (removing.current = { itemId: item.id, index })}
              />
            ))}
          </ul>
        </div>
        <div className={layout.aside}>
          <CartSummary totals={cartTotals(items, products)} readiness={checkoutReadiness(items, products)} />
        </div>
      </div>
    );
  }

  return (
    <div className={layout.page}>
      <h1 ref={title} className={layout.title} tabIndex={-1}>
        {CART_TITLE}
      </h1>
      <OrderSteps />
      {content}
    </div>
  );
}
