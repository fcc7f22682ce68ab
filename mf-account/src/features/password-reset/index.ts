export { RequestResetPage } from './components/request-reset-page';
export { SetNewPasswordPage } from './components/set-new-password-page';
