export { CartView, CART_TITLE, EMPTY_CART_TEXT } from './components/cart-view';
export { cartTotals, taxCents, type CartTotals } from './cart-totals';
export { checkoutReadiness, ZERO_SUBTOTAL_REASON, type CheckoutReadiness } from './checkout-readiness';
export { availableItems, type CartLine, type CartProducts } from './available-items';
export { useCartProducts } from './hooks/use-cart-products';
