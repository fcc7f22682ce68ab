import { useStore } from '@nanostores/react';
import {
  $cart,
  $cartLoading,
  $cartStatus,
  $user,
  ErrorPanel,
  Loader,
  ProductType,
  loadCartForUser,
} from '@shop/shared';
// Module by module, not through the cart feature's index: that would bring the whole cart page (and its CSS, which
// keeps it from being shaken out) into this page's chunk.
import { availableItems } from '../features/cart/available-items';
import { cartTotals } from '../features/cart/cart-totals';
import { checkoutReadiness } from '../features/cart/checkout-readiness';
import { useCartProducts } from '../features/cart/hooks/use-cart-products';
import { CheckoutView, type CheckoutCart } from '../features/checkout/components/checkout-view';

/** /checkout: the cart, its totals and readiness as the cart page computes them, handed to the checkout form. */
export function Component() {
  const signedIn = Boolean(useStore($user));
  const status = useStore($cartStatus);
  const items = useStore($cart);
  const busy = useStore($cartLoading);
  const { products, loading } = useCartProducts(items);

  if (signedIn && (status === 'loading' || status === 'idle')) return <Loader label="Loading your cart…" />;
  if (signedIn && status === 'error')
    return (
      <ErrorPanel
        title="Your cart could not be loaded"
        message="Please check your connection and try again."
        onRetry={() => void loadCartForUser()}
      />
    );
  if (loading) return <Loader label="Loading your cart…" />;

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
  return <CheckoutView cart={cart} />;
}
