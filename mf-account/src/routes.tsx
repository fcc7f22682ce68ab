import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $user, data, lazyWithReload, Loader, useRevalidator, type RouteHandle, type RouteObject, type UIMatch } from '@shop/shared';
import { paths } from './config/paths';
import { resetLinkTitle, SET_NEW_PASSWORD_TITLE } from './features/password-reset/model/reset-link-title';

// What mf-account exposes. Each screen's code loads when its route is visited (a failed load reloads the page once).
const titled = (title: string, crumb = title) => ({ title, crumb }) satisfies RouteHandle;
const resetPageTitle = (match: UIMatch) => (typeof match.data === 'string' ? match.data : SET_NEW_PASSWORD_TITLE);

// The staff desk (docs/decisions/0024) is checked before its code is asked for: anyone but staff gets the shell's 404
// page from the loader, and the desk's chunk is fetched only when a staff member renders it (a failed fetch reloads the
// page once, as for every other screen).
const StaffDeskPage = lazy(
  lazyWithReload(() =>
    import(/* webpackChunkName: "staff-desk" */ './features/staff-desk').then((module) => ({ default: module.StaffDeskPage })),
  ),
);

const isStaff = () => $user.get()?.role === 'staff';

function staffOnly() {
  if (!isStaff()) throw data('Page not found', { status: 404, statusText: 'Not Found' });
  return null;
}

/** The desk, for as long as the signed-in user is staff; signing out (or in as a shopper) runs the check again. */
function StaffDeskRoute() {
  const staff = useStore($user)?.role === 'staff';
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!staff) void revalidate();
  }, [staff, revalidate]);
  if (!staff) return null;
  return (
    <Suspense fallback={<Loader label="Loading the staff desk…" />}>
      <StaffDeskPage />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    path: paths.staff.path,
    loader: staffOnly,
    Component: StaffDeskRoute,
    handle: titled('Staff desk'),
  },
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
    // The title follows the page ("Invalid Reset Link" too): the page revalidates when its view changes the title.
    loader: ({ params }) => resetLinkTitle(params.token),
    lazy: lazyWithReload(() => import('./features/password-reset').then((module) => ({ Component: module.SetNewPasswordPage }))),
    // The tab title and the crumb say what the page says ("Invalid Reset Link" for a bad link).
    handle: { title: resetPageTitle, crumb: resetPageTitle } satisfies RouteHandle,
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
        // Back to Personal Information, which links here.
        handle: { ...titled('Change Password'), back: true } satisfies RouteHandle,
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
