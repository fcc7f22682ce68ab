import { useStore } from '@nanostores/react';
import { $cartLoading, ProductType } from '@shop/shared';
// Module by module, not through the cart feature's index: that would bring the whole cart page (and its CSS, which
// keeps it from being shaken out) into this page's chunk.
import { availableItems } from '../features/cart/available-items';
import { cartTotals } from '../features/cart/cart-totals';
import { checkoutReadiness } from '../features/cart/checkout-readiness';
import { CartLoader, useCartLoadNotice } from '../features/cart/components/cart-load-state';
import { useCartProducts } from '../features/cart/hooks/use-cart-products';
import { CheckoutView, type CheckoutCart } from '../features/checkout/components/checkout-view';
import { useCheckoutItems } from '../features/checkout/hooks/use-checkout-items';

/** /checkout: the cart, its totals and readiness as the cart page computes them, handed to the checkout form. */
export function Component() {
  const loadNotice = useCartLoadNotice();
  const { items, signedOutHere } = useCheckoutItems();
  const busy = useStore($cartLoading);
  const { products, loading } = useCartProducts(items);

  if (loadNotice) return loadNotice;
  if (loading) return <CartLoader />;

  const lines = availableItems(items, products);
  const cart: CheckoutCart = {
    lines: lines.map(({ item, product }) => ({
      id: item.id,
      name: product.name,
      quantity: product.type === ProductType.SIMPLE ? item.quantity : null,
      price: item.baseCost,
    })),
    totals: cartTotals(items, products),
    ready: checkoutReadiness(items, products).ready,
    hasSimpleProduct: lines.some(({ product }) => product.type === ProductType.SIMPLE),
    busy,
  };
  return <CheckoutView cart={cart} signedOutHere={signedOutHere} />;
}
