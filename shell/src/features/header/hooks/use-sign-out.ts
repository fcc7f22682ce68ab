import { useNavigate } from '@shop/shared';
import { logout, signedOut } from '@shop/shared';

/**
 * Sign Out (storefront §4): fetch /auth/logout (answer unused), forget the user, go to the first history position.
 * "First position" is the first entry of this visit to the shop: the router keeps its index in history.state.idx,
 * so going back by that much never leaves the site (history.length also counts other sites and forward entries).
 * When the current entry is already the first, the user goes home.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await logout();
    signedOut();
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) await navigate(-index);
    else await navigate('/');
  };
}
