import { useFormState } from 'react-final-form';
import { Alert } from '@shop/shared';

/** The form-level submit error (FORM_ERROR from submitErrors), announced at once; nothing when there is none. */
export function FormError({ className }: { className?: string }) {
  const { submitError } = useFormState({ subscription: { submitError: true } });
  return typeof submitError === 'string' && submitError ? (
    <Alert tone="danger" className={className}>
      {submitError}
    </Alert>
  ) : null;
}
