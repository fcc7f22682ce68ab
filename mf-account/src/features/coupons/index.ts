export { CouponsPage } from './components/coupons-page';
