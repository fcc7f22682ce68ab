import { useEffect, useState } from 'react';
import {
  apiRequest,
  buttonClassName,
  getSessionUser,
  Loader,
  ShopLink,
  signedIn,
  useLocation,
  useNavigate,
} from '@shop/shared';
import { AuthCard } from '../../../components/auth-card';
import { paths, RETURN_PARAM, safeReturnTarget } from '../../../config/paths';
import styles from './social-sign-in-complete-page.module.css';

export const SOCIAL_SIGN_IN_FAILED = 'We could not sign you in with that account. Please try again.';

/** `#token=…&return=/path` (docs/decisions/0009-social-sign-in.md): the token, and where to go afterwards. */
export function readSocialResult(hash: string): { token: string; returnTo: string } | undefined {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const token = fragment.get('token');
  return token ? { token, returnTo: safeReturnTarget(fragment.get(RETURN_PARAM)) } : undefined;
}

/**
 * POST /auth/handoff: whether this browser finished the sign-in that made `token` (the API's callback left a cookie
 * for it). Without this check, a link holding someone else's token would sign the shopper into that account.
 */
const confirmHandoff = (token: string, signal: AbortSignal) =>
  apiRequest('/auth/handoff', { method: 'POST', json: { token }, signal });

/**
 * /sign-in/complete: where a social sign-in lands. Reads the token from the fragment, takes it out of the address
 * at once, has the API confirm it is this browser's, loads the user it belongs to (GET /api/initiate), stores both
 * and goes on to the return target.
 */
export function SocialSignInCompletePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [opened] = useState(() => ({
    result: readSocialResult(location.hash),
    path: `${location.pathname}${location.search}`,
  }));
  const { result } = opened;
  const [failed, setFailed] = useState(!result);

  useEffect(() => {
    // The token must not stay in the address bar or the history.
    if (window.location.hash) void navigate(opened.path, { replace: true });
    if (!opened.result) return undefined;
    const { token, returnTo } = opened.result;
    const controller = new AbortController();
    confirmHandoff(token, controller.signal)
      .then(() => getSessionUser(token, { signal: controller.signal }))
      .then((user) => {
        if (controller.signal.aborted) return;
        if (!user) {
          setFailed(true);
          return;
        }
        signedIn(user);
        void navigate(returnTo, { replace: true });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [opened, navigate]);

  if (failed) {
    return (
      <AuthCard title="Sign-in did not complete" intro={SOCIAL_SIGN_IN_FAILED} focusTitle>
        <ShopLink to={paths.signIn.getHref(result?.returnTo)} className={buttonClassName({ block: true })}>
          Back to Login
        </ShopLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Signing you in">
      <Loader label="Signing you in…" className={styles.loader} />
    </AuthCard>
  );
}
