import type { ReactNode } from 'react';
import { $user, type SessionUser } from '@shop/shared';
import { disposeRouters, renderRoutes } from '@shop/shared/testing';

export { currentLocation, quietErrors, renderRoutes } from '@shop/shared/testing';

afterEach(() => {
  disposeRouters();
  $user.set(null);
  localStorage.clear();
  jest.restoreAllMocks();
});

/** One page on its route path ("password-reset/:token"), opened at `url`. */
export function renderPage(path: string, element: ReactNode, url: string, state?: unknown) {
  return renderRoutes([{ path, element }], url, state);
}

export const signedInUser: SessionUser = {
  id: 7,
  email: 'ann@example.com',
  token: 'token-7',
  profile: {
    firstName: 'Ann',
    lastName: 'Lee',
    country: 'CAN',
    streetAddress: '1 Main St',
    city: 'Toronto',
    postcode: 'M5V',
    phone: '+1 416 555 0100',
  },
};
