import { lazyWithReload, type RouteHandle, type RouteObject } from '@shop/shared';
import { paths } from './config/paths';

// What mf-account exposes. Each screen's code loads when its route is visited (a failed load reloads the page once).
const titled = (title: string, crumb = title) => ({ title, crumb }) satisfies RouteHandle;

export const routes: RouteObject[] = [
  {
    path: paths.signIn.path,
    lazy: lazyWithReload(() => import('./features/sign-in').then((module) => ({ Component: module.SignInPage }))),
    handle: titled('Login'),
  },
  {
    path: paths.signInComplete.path,
    lazy: lazyWithReload(() => import('./features/sign-in').then((module) => ({ Component: module.SocialSignInCompletePage }))),
    handle: titled('Login'),
  },
  {
    path: paths.signUp.path,
    lazy: lazyWithReload(() => import('./features/sign-up').then((module) => ({ Component: module.SignUpPage }))),
    handle: titled('Create Your Account', 'Sign Up'),
  },
  {
    path: paths.passwordReset.path,
    lazy: lazyWithReload(() => import('./features/password-reset').then((module) => ({ Component: module.RequestResetPage }))),
    handle: titled('Reset Password'),
  },
  {
    path: paths.setNewPassword.path,
    lazy: lazyWithReload(() => import('./features/password-reset').then((module) => ({ Component: module.SetNewPasswordPage }))),
    handle: titled('Set New Password'),
  },
  {
    path: paths.account.path,
    lazy: lazyWithReload(() => import('./features/account-area').then((module) => ({ Component: module.AccountLayout }))),
    handle: titled('Account'),
    children: [
      {
        index: true,
        lazy: lazyWithReload(() => import('./features/profile').then((module) => ({ Component: module.PersonalInformationPage }))),
        handle: titled('Personal Information'),
      },
      {
        path: paths.changePassword.path,
        lazy: lazyWithReload(() => import('./features/change-password').then((module) => ({ Component: module.ChangePasswordPage }))),
        handle: titled('Change Password'),
      },
      {
        path: paths.accountSettings.path,
        lazy: lazyWithReload(() => import('./features/settings').then((module) => ({ Component: module.SettingsPage }))),
        handle: titled('Settings'),
      },
      // Cart (mf-cart-checkout) and Wishlist (mf-catalog) are those remotes' exposed modules, loaded through federation.
      {
        path: paths.accountCart.path,
        lazy: lazyWithReload(() => import('./features/account-area').then((module) => ({ Component: module.CartTab }))),
        handle: titled('Cart'),
      },
      {
        path: paths.accountOrders.path,
        lazy: lazyWithReload(() => import('./features/orders').then((module) => ({ Component: module.OrdersPage }))),
        handle: titled('Orders'),
      },
      {
        path: paths.accountWishlist.path,
        lazy: lazyWithReload(() => import('./features/account-area').then((module) => ({ Component: module.WishlistTab }))),
        handle: titled('Wishlist'),
      },
      {
        path: paths.accountCoupons.path,
        lazy: lazyWithReload(() => import('./features/coupons').then((module) => ({ Component: module.CouponsPage }))),
        handle: titled('Coupons'),
      },
      {
        path: paths.accountSupport.path,
        lazy: lazyWithReload(() => import('./features/support').then((module) => ({ Component: module.SupportPage }))),
        handle: titled('Support'),
      },
    ],
  },
];
