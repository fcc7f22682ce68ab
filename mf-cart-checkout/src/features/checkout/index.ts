export { CheckoutView, type CheckoutCart } from './components/checkout-view';
export { CheckoutSuccessView } from './components/checkout-success-view';
