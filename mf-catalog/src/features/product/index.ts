export { ProductView } from './components/product-view';
