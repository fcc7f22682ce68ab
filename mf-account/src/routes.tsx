import type { RouteObject } from '@shop/shared';
import { ComingSoon, type RouteHandle } from '@shop/shared';

export const routes: RouteObject[] = [
  {
    path: 'sign-in',
    element: <ComingSoon title="Login" />,
    handle: { title: 'Login', crumb: 'Login' } satisfies RouteHandle,
  },
  {
    path: 'sign-up',
    element: <ComingSoon title="Create Your Account" />,
    handle: { title: 'Create Your Account', crumb: 'Sign Up' } satisfies RouteHandle,
  },
  {
    path: 'password-reset',
    element: <ComingSoon title="Reset Password" />,
    handle: { title: 'Reset Password', crumb: 'Password reset' } satisfies RouteHandle,
  },
  {
    path: 'password-reset/:token',
    element: <ComingSoon title="Set New Password" />,
    handle: { title: 'Set New Password', crumb: 'Password reset' } satisfies RouteHandle,
  },
  {
    path: 'account/*',
    element: <ComingSoon title="Account" />,
    handle: { title: 'Account', crumb: 'Account' } satisfies RouteHandle,
  },
];
