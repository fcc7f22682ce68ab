import type { ReactNode } from 'react';
import { Button } from '@shop/shared';
import { useFormState } from '@shop/shared/forms';

/** The form's submit button: disabled while the form is being sent, with `busyLabel` then ("Saving..."). */
export function SubmitButton({ children, busyLabel, block = false }: { children: ReactNode; busyLabel?: ReactNode; block?: boolean }) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button type="submit" block={block} disabled={submitting} aria-busy={submitting || undefined}>
      {submitting && busyLabel ? busyLabel : children}
    </Button>
  );
}
