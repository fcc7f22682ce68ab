import type { ReactNode } from 'react';
import { Alert, MAX_EMAIL_LENGTH, ShopLink, SOCIAL_PROVIDERS, signIn, signedIn, useLocation, useNavigate, useSearchParams, type SocialSignInNotice } from '@shop/shared';
import { Form, FormElement, FormError, PasswordField, TextField, submitErrors, validators } from '@shop/shared/forms';
import { AuthCard } from '../../../components/auth-card';
import { LeaveWhenSignedIn } from '../../../components/leave-when-signed-in';
import { SubmitButton } from '../../../components/submit-button';
import { paths, RETURN_PARAM, safeReturnTarget, SIGN_IN_NOTICES, type SignInLocationState } from '../../../config/paths';
import layout from '../../../components/form-layout.module.css';
import { PROVIDER_NAMES } from './provider-names';
import { SocialSignIn } from './social-sign-in';
import styles from './sign-in-page.module.css';

export const SIGN_IN_FAILED = 'Failed to sign in. Please try again.';
const SIGN_IN_INTRO = 'Welcome back! Sign in to see your orders, coupons and personal information.';

type SignInValues = { identity: string; credential: string };

// The server may name the payload's fields or the usual ones; both land on the form's two fields.
const FIELDS = { identity: 'identity', credential: 'credential', email: 'identity', password: 'credential' } as const;

/** ?social=unavailable|failed&provider=… as the API sends it back (docs/decisions/0009-social-sign-in.md). */
export function readSocialNotice(params: URLSearchParams): SocialSignInNotice | undefined {
  const social = params.get('social');
  const provider = SOCIAL_PROVIDERS.find((name) => name === params.get('provider'));
  return provider && (social === 'unavailable' || social === 'failed') ? { social, provider } : undefined;
}

export function socialNoticeText({ social, provider }: SocialSignInNotice): string {
  const name = PROVIDER_NAMES[provider];
  return social === 'unavailable'
    ? `Sign-in with ${name} is not available right now.`
    : `Sign-in with ${name} did not complete. Please try again, or sign in with your email and password.`;
}

/**
 * /sign-in "Login": the notices the page was opened with, then the card; afterwards back to ?return= (default /account),
 * where a shopper signed in already goes at once (unless the page was handed a notice, as after a password reset).
 */
export function SignInPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const notice = (location.state as SignInLocationState | null)?.notice;
  const socialNotice = readSocialNotice(params);
  const returnTo = safeReturnTarget(params.get(RETURN_PARAM));
  const handedNotice = notice ? SIGN_IN_NOTICES[notice] : undefined;
  const card = (
    <SignInCard returnTo={returnTo}>
      {handedNotice ? <Alert tone="success">{handedNotice}</Alert> : null}
      {socialNotice ? (
        <Alert tone={socialNotice.social === 'unavailable' ? 'info' : 'danger'}>{socialNoticeText(socialNotice)}</Alert>
      ) : null}
    </SignInCard>
  );
  // A notice handed over is read here even by a browser still signed in: after a reset, every session of the account
  // has ended, and the stored user would only lead to "session ended" on the next page.
  return handedNotice ? card : <LeaveWhenSignedIn to={returnTo}>{card}</LeaveWhenSignedIn>;
}

export type SignInCardProps = {
  /** Where the shopper goes once signed in, and where Sign Up and the social sign-in come back to. */
  returnTo: string;
  headingLevel?: 'h1' | 'h2';
  /** The line under the title. */
  intro?: string;
  /** Shown above the form (the page's notices). */
  children?: ReactNode;
};

/**
 * The "Login" card: email and password, Forgot my password, the social links and Sign Up. The sign-in page shows it,
 * and so does the checkout for a signed-out shopper (exposed as './sign-in', with an h2 under the checkout's title).
 */
export function SignInCard({ returnTo, headingLevel, intro = SIGN_IN_INTRO, children }: SignInCardProps) {
  const navigate = useNavigate();

  async function submit(values: SignInValues) {
    try {
      signedIn(await signIn({ identity: values.identity.trim(), credential: values.credential }));
    } catch (error) {
      return submitErrors(error, { fallback: SIGN_IN_FAILED, fields: FIELDS });
    }
    await navigate(returnTo, { replace: true });
    return undefined;
  }

  return (
    <AuthCard
      title="Login"
      headingLevel={headingLevel}
      intro={intro}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <ShopLink to={paths.signUp.getHref(returnTo)} className={layout.textLink}>
            Sign Up
          </ShopLink>
        </>
      }
    >
      {children}
      <Form<SignInValues> onSubmit={submit} initialValues={{ identity: '', credential: '' }}>
        {({ handleSubmit }) => (
          <FormElement handleSubmit={handleSubmit} className={layout.stack} aria-label="Login">
            <FormError />
            <TextField name="identity" label="Email" type="email" autoComplete="username" inputMode="email" maxLength={MAX_EMAIL_LENGTH} validate={validators.email} />
            <PasswordField name="credential" label="Password" autoComplete="current-password" validate={validators.signInPassword} />
            <div className={layout.aside}>
              <ShopLink to={paths.passwordReset.getHref()} className={layout.textLink}>
                Forgot my password
              </ShopLink>
            </div>
            <SubmitButton block busyLabel="Signing In...">
              Sign In
            </SubmitButton>
          </FormElement>
        )}
      </Form>
      <p className={styles.divider}>
        <span>or</span>
      </p>
      <SocialSignIn returnTo={returnTo} />
    </AuthCard>
  );
}
