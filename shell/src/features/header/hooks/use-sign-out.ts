import { useNavigate } from '@shop/shared';
import { $user, logout, signedOut } from '@shop/shared';

/**
 * Sign Out (storefront §4): fetch /auth/logout (answer unused), forget the user, go to the first history position.
 * The user is forgotten as soon as the fetch has started, not when it answers: other tabs then learn of the sign-out
 * (storage event) before the server has ended the session, so none of their calls meanwhile is refused and taken for
 * a session that ended on its own (docs/decisions/0010).
 * "First position" is the first entry of this visit to the shop: the router keeps its index in history.state.idx,
 * so going back by that much never leaves the site (history.length also counts other sites and forward entries).
 * When the current entry is already the first, the user goes home.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const loggedOut = logout($user.get()?.token);
    signedOut();
    await loggedOut;
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) await navigate(-index);
    else await navigate('/');
  };
}
