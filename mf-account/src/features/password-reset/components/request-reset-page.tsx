import { useState } from 'react';
import { buttonClassName, MAX_EMAIL_LENGTH, ShopLink, requestPasswordReset } from '@shop/shared';
import { Form, FormElement, FormError, TextField, submitErrors, validators } from '@shop/shared/forms';
import { AuthCard } from '../../../components/auth-card';
import { SubmitButton } from '../../../components/submit-button';
import layout from '../../../components/form-layout.module.css';
import { paths } from '../../../config/paths';

export const RESET_REQUEST_FAILED = 'Failed to send the reset instructions. Please try again.';

type ResetRequestValues = { email: string };

/** /password-reset: asks for the email address, then says to check the inbox (the same whether or not it is known). */
export function RequestResetPage() {
  const [sent, setSent] = useState(false);

  async function submit(values: ResetRequestValues) {
    try {
      await requestPasswordReset({ email: values.email.trim() });
    } catch (error) {
      return submitErrors(error, { fallback: RESET_REQUEST_FAILED, fields: ['email'] });
    }
    setSent(true);
    return undefined;
  }

  if (sent) {
    return (
      <AuthCard title="Check Your Email" intro="If we found a matching email address, we've sent you instructions to reset your password." focusTitle>
        <ShopLink to={paths.signIn.getHref()} className={buttonClassName({ block: true })}>
          Return to Sign In
        </ShopLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset Password"
      intro="Enter the email address of your account and we'll send you a link to set a new password."
      footer={
        <>
          Remember your password?{' '}
          <ShopLink to={paths.signIn.getHref()} className={layout.textLink}>
            Sign In
          </ShopLink>
        </>
      }
    >
      <Form<ResetRequestValues> onSubmit={submit} initialValues={{ email: '' }}>
        {({ handleSubmit }) => (
          <FormElement handleSubmit={handleSubmit} className={layout.stack} aria-label="Reset Password">
            <FormError />
            <TextField name="email" label="Email Address" type="email" autoComplete="email" inputMode="email" maxLength={MAX_EMAIL_LENGTH} validate={validators.email} />
            <SubmitButton block busyLabel="Sending...">
              Reset Password
            </SubmitButton>
          </FormElement>
        )}
      </Form>
    </AuthCard>
  );
}
