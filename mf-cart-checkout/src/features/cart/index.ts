export { CartView } from './components/cart-view';
export { OrderSteps } from './components/order-steps';
export { availableItems } from './available-items';
export { cartTotals } from './cart-totals';
export { checkoutReadiness } from './checkout-readiness';
export { useCartProducts } from './hooks/use-cart-products';
