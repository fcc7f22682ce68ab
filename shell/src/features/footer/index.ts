export { FOOTER_ID, Footer } from './components/footer';
