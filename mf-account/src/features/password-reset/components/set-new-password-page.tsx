import { useEffect, useState } from 'react';
import { buttonClassName, confirmPasswordReset, isApiError, Loader, MIN_PASSWORD_LENGTH, ShopLink, useNavigate, useParams, useRevalidator } from '@shop/shared';
import { Form, FormElement, FormError, PasswordField, submitErrors, validators } from '@shop/shared/forms';
import { AuthCard } from '../../../components/auth-card';
import { SubmitButton } from '../../../components/submit-button';
import layout from '../../../components/form-layout.module.css';
import { paths, type SignInLocationState } from '../../../config/paths';
import { useResetLink } from '../hooks/use-reset-link';
import { INVALID_RESET_LINK_TITLE, SET_NEW_PASSWORD_TITLE, showResetLink } from '../model/reset-link-title';
import styles from './set-new-password-page.module.css';

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';
export const RESET_LINK_CHECK_FAILED = 'Invalid or expired password reset link';
export const RESET_CONFIRM_FAILED = 'Failed to reset your password. Please try again.';

type NewPasswordValues = { password: string; password_confirmation: string };

/** /password-reset/{token}: checks the link, then asks for the new password; afterwards /sign-in with a message. */
export function SetNewPasswordPage() {
  const { token } = useParams();
  const checked = useResetLink(token);
  // The link can be used or expire while the form is open: the API then refuses its token on submit.
  const [refusedToken, setRefusedToken] = useState<string>();
  const state = token && refusedToken === token ? 'invalid' : checked;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();

  // The document title says "Invalid Reset Link" with the page (the route's loader reads what the page shows).
  useEffect(() => {
    if (token && state !== 'validating' && showResetLink(token, state !== 'valid')) void revalidate();
  }, [token, state, revalidate]);

  async function submit(values: NewPasswordValues) {
    try {
      await confirmPasswordReset({ password: values.password, password_confirmation: values.password_confirmation, token: token ?? '' });
    } catch (error) {
      if (isApiError(error) && error.field === 'token') {
        setRefusedToken(token);
        return undefined;
      }
      return submitErrors(error, { fallback: RESET_CONFIRM_FAILED, fields: ['password', 'password_confirmation'] });
    }
    await navigate(paths.signIn.getHref(), { replace: true, state: { notice: 'password-reset' } satisfies SignInLocationState });
    return undefined;
  }

  if (state === 'validating') {
    return (
      <AuthCard title="Validating Reset Link">
        <Loader label="Validating reset link…" className={styles.loader} />
      </AuthCard>
    );
  }

  if (state !== 'valid') {
    return (
      <AuthCard title={INVALID_RESET_LINK_TITLE} intro={state === 'failed' ? RESET_LINK_CHECK_FAILED : RESET_LINK_INVALID} focusTitle>
        <ShopLink to={paths.passwordReset.getHref()} className={buttonClassName({ block: true })}>
          Request a new password reset
        </ShopLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={SET_NEW_PASSWORD_TITLE} intro="Choose a new password for your account." focusTitle>
      <Form<NewPasswordValues> onSubmit={submit} initialValues={{ password: '', password_confirmation: '' }}>
        {({ handleSubmit }) => (
          <FormElement handleSubmit={handleSubmit} className={layout.stack} aria-label="Set New Password">
            <FormError />
            <PasswordField
              name="password"
              label="New Password"
              autoComplete="new-password"
              hint={`At least ${MIN_PASSWORD_LENGTH.reset} characters.`}
              validate={validators.newAccountPassword}
            />
            <PasswordField
              name="password_confirmation"
              label="Confirm New Password"
              autoComplete="new-password"
              validate={validators.resetPasswordConfirmation('password')}
            />
            <SubmitButton block busyLabel="Saving...">
              Set New Password
            </SubmitButton>
          </FormElement>
        )}
      </Form>
    </AuthCard>
  );
}
