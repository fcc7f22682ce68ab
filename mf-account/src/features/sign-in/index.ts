export { SignInPage } from './components/sign-in-page';
export { SocialSignInCompletePage } from './components/social-sign-in-complete-page';
