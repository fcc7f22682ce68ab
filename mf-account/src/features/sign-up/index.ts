export { SignUpPage } from './components/sign-up-page';
