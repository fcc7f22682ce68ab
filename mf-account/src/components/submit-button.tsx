import type { ReactNode } from 'react';
import { useFormState } from '@shop/shared/forms';
import { ActionButton } from './action-button';

/** The form's submit button, with `busyLabel` while the form is being sent ("Saving..."), when it waits (ActionButton). */
export function SubmitButton({ children, busyLabel, block = false }: { children: ReactNode; busyLabel?: ReactNode; block?: boolean }) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <ActionButton type="submit" block={block} waiting={Boolean(submitting)} aria-busy={submitting || undefined}>
      {submitting && busyLabel ? busyLabel : children}
    </ActionButton>
  );
}
