import { MAX_EMAIL_LENGTH, MIN_PASSWORD_LENGTH, ShopLink, signUp, signedIn, useNavigate, useSearchParams } from '@shop/shared';
import { Form, FormElement, FormError, PasswordField, TextField, submitErrors, validators } from '@shop/shared/forms';
import { AuthCard } from '../../../components/auth-card';
import { LeaveWhenSignedIn } from '../../../components/leave-when-signed-in';
import { SubmitButton } from '../../../components/submit-button';
import layout from '../../../components/form-layout.module.css';
import { paths, RETURN_PARAM, safeReturnTarget } from '../../../config/paths';

export const SIGN_UP_FAILED = 'Failed to create your account. Please try again.';

type SignUpValues = { email: string; password: string };

/**
 * /sign-up "Create Your Account": email and password; the new user is signed in and goes to ?return= (default
 * /account), where a shopper signed in already goes at once.
 */
export function SignUpPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTarget(params.get(RETURN_PARAM));

  async function submit(values: SignUpValues) {
    try {
      signedIn(await signUp({ email: values.email.trim(), password: values.password }));
    } catch (error) {
      return submitErrors(error, { fallback: SIGN_UP_FAILED, fields: ['email', 'password'] });
    }
    await navigate(returnTo, { replace: true });
    return undefined;
  }

  return (
    <LeaveWhenSignedIn to={returnTo}>
      <AuthCard
        title="Create Your Account"
        intro="Keep your orders, photos and finished videos in one place."
        footer={
          <>
            Already have an account?{' '}
            <ShopLink to={paths.signIn.getHref(returnTo)} className={layout.textLink}>
              Sign In
            </ShopLink>
          </>
        }
      >
        <Form<SignUpValues> onSubmit={submit} initialValues={{ email: '', password: '' }}>
          {({ handleSubmit }) => (
            <FormElement handleSubmit={handleSubmit} className={layout.stack} aria-label="Create Your Account">
              <FormError />
              <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" maxLength={MAX_EMAIL_LENGTH} validate={validators.email} />
              <PasswordField
                name="password"
                label="Password"
                autoComplete="new-password"
                hint={`At least ${MIN_PASSWORD_LENGTH.signUp} characters.`}
                validate={validators.newAccountPassword}
              />
              <SubmitButton block busyLabel="Creating Account...">
                Create Account
              </SubmitButton>
            </FormElement>
          )}
        </Form>
      </AuthCard>
    </LeaveWhenSignedIn>
  );
}
