import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@shop/shared';

const placeholder = (title: string) => (
  <section>
    <h1>{title}</h1>
    <p>Coming soon.</p>
  </section>
);

export const routes: RouteObject[] = [
  { path: 'sign-in', element: placeholder('Login'), handle: { title: 'Login', crumb: 'Login' } satisfies RouteHandle },
  { path: 'sign-up', element: placeholder('Create Your Account'), handle: { title: 'Create Your Account', crumb: 'Sign Up' } satisfies RouteHandle },
  { path: 'password-reset', element: placeholder('Reset Password'), handle: { title: 'Reset Password', crumb: 'Password reset' } satisfies RouteHandle },
  { path: 'password-reset/:token', element: placeholder('Set New Password'), handle: { title: 'Set New Password', crumb: 'Password reset' } satisfies RouteHandle },
  { path: 'account/*', element: placeholder('Account'), handle: { title: 'Account', crumb: 'Account' } satisfies RouteHandle },
];
