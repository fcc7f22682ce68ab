import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $user, Navigate } from '@shop/shared';

/**
 * /sign-in and /sign-up have nothing for a shopper who is signed in already (an old bookmark, a mail's link, a second
 * tab): they go on to where the page sends them after signing in, and `children` (the form) is not drawn. Its own
 * sign-in lands there too.
 */
export function LeaveWhenSignedIn({ to, children }: { to: string; children: ReactNode }) {
  const user = useStore($user);
  return user ? <Navigate to={to} replace /> : children;
}
