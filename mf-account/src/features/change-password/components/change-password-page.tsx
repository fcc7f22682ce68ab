import { useState } from 'react';
import { Alert, changePassword, MIN_PASSWORD_LENGTH, ShopLink } from '@shop/shared';
import { Form, FormElement, FormError, FormSpy, PasswordField, submitErrors, validators } from '@shop/shared/forms';
import { AccountPage } from '../../../components/account-page';
import { SubmitButton } from '../../../components/submit-button';
import layout from '../../../components/form-layout.module.css';
import { paths } from '../../../config/paths';
import styles from './change-password-page.module.css';

export const PASSWORD_CHANGED = 'Password changed successfully';
export const PASSWORD_CHANGE_FAILED = 'Failed to change password';

type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /account/change-password: current, new and repeated password; on success a message and an empty form. */
export function ChangePasswordPage() {
  const [changed, setChanged] = useState(false);

  async function submit(values: ChangePasswordValues) {
    setChanged(false);
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    } catch (error) {
      return submitErrors(error, { fallback: PASSWORD_CHANGE_FAILED, fields: ['currentPassword', 'newPassword'] });
    }
    setChanged(true);
    return undefined;
  }

  return (
    <AccountPage
      title="Change Password"
      aside={
        <ShopLink to={paths.account.getHref()} className={layout.textLink}>
          Back to Personal Information
        </ShopLink>
      }
    >
      <Form<ChangePasswordValues> onSubmit={submit} initialValues={EMPTY}>
        {({ handleSubmit, form }) => (
          <FormElement
            handleSubmit={handleSubmit}
            // A fresh, untouched form after a change (restart also clears touched fields and the submit state).
            onSubmitted={() => form.restart(EMPTY)}
            className={[layout.stack, styles.form].join(' ')}
            aria-label="Change Password"
          >
            <FormError />
            <FormSpy subscription={{ dirty: true }}>
              {({ dirty }) => (changed && !dirty ? <Alert tone="success">{PASSWORD_CHANGED}</Alert> : null)}
            </FormSpy>
            <PasswordField name="currentPassword" label="Current Password" autoComplete="current-password" validate={validators.currentPassword} />
            <PasswordField
              name="newPassword"
              label="New Password"
              autoComplete="new-password"
              hint={`At least ${MIN_PASSWORD_LENGTH.change} characters.`}
              validate={validators.changedPassword}
            />
            <PasswordField
              name="confirmPassword"
              label="Confirm New Password"
              autoComplete="new-password"
              validate={validators.changedPasswordConfirmation('newPassword')}
            />
            <div className={layout.actions}>
              <SubmitButton busyLabel="Saving...">Change Password</SubmitButton>
            </div>
          </FormElement>
        )}
      </Form>
    </AccountPage>
  );
}
