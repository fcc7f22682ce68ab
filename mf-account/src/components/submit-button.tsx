import type { MouseEvent, ReactNode } from 'react';
import { Button } from '@shop/shared';
import { useFormState } from '@shop/shared/forms';

/**
 * The form's submit button, with `busyLabel` while the form is being sent ("Saving..."). Then it is aria-disabled and
 * ignores presses rather than `disabled`: a disabled button loses focus (Chromium sends it to <body>), so the next Tab
 * would start over from the top of the page (as the checkout's Place Order).
 */
export function SubmitButton({ children, busyLabel, block = false }: { children: ReactNode; busyLabel?: ReactNode; block?: boolean }) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button
      type="submit"
      block={block}
      aria-disabled={submitting || undefined}
      aria-busy={submitting || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (submitting) event.preventDefault();
      }}
    >
      {submitting && busyLabel ? busyLabel : children}
    </Button>
  );
}
