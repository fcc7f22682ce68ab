import { Alert, ShopLink, SOCIAL_PROVIDERS, signIn, signedIn, useLocation, useNavigate, useSearchParams, type SocialSignInNotice } from '@shop/shared';
import { Form, FormElement, FormError, PasswordField, TextField, submitErrors, validators } from '@shop/shared/forms';
import { AuthCard } from '../../../components/auth-card';
import { SubmitButton } from '../../../components/submit-button';
import { paths, RETURN_PARAM, safeReturnTarget, SIGN_IN_NOTICES, type SignInLocationState } from '../../../config/paths';
import layout from '../../../components/form-layout.module.css';
import { PROVIDER_NAMES } from './provider-names';
import { SocialSignIn } from './social-sign-in';
import styles from './sign-in-page.module.css';

export const SIGN_IN_FAILED = 'Failed to sign in. Please try again.';

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

/** /sign-in "Login": email and password, the social links; afterwards back to ?return= (default /account). */
export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = safeReturnTarget(params.get(RETURN_PARAM));
  const notice = (location.state as SignInLocationState | null)?.notice;
  const socialNotice = readSocialNotice(params);

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
      intro="Welcome back! Sign in to see your orders, coupons and personal information."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <ShopLink to={paths.signUp.getHref(returnTo)} className={layout.textLink}>
            Sign Up
          </ShopLink>
        </>
      }
    >
      {notice && SIGN_IN_NOTICES[notice] ? <Alert tone="success">{SIGN_IN_NOTICES[notice]}</Alert> : null}
      {socialNotice ? (
        <Alert tone={socialNotice.social === 'unavailable' ? 'info' : 'danger'}>{socialNoticeText(socialNotice)}</Alert>
      ) : null}
      <Form<SignInValues> onSubmit={submit} initialValues={{ identity: '', credential: '' }}>
        {({ handleSubmit }) => (
          <FormElement handleSubmit={handleSubmit} className={layout.stack} aria-label="Login">
            <FormError />
            <TextField name="identity" label="Email" type="email" autoComplete="username" inputMode="email" validate={validators.email} />
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
