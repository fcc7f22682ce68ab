import type { FormEvent, FormHTMLAttributes, MouseEvent } from 'react';
import { useForm } from 'react-final-form';

export type FormElementProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  /** The render prop's handleSubmit. */
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined;
  /** After a submit that worked (e.g. empty the form). */
  onSubmitted?: () => void;
};

/**
 * A press on a submit button leaves the focus where it is until the click. Leaving a field shows its error at once,
 * and an error line above the button pushed it down between press and release: the click then missed it, so the
 * first press did not submit (and showed only that one error). The submit still shows every error and focuses the
 * first; keyboard and assistive technology presses are not mouse downs.
 */
function keepFocusOnSubmitPress(event: MouseEvent<HTMLFormElement>): void {
  if ((event.target as Element).closest('button[type="submit"], input[type="submit"]')) event.preventDefault();
}

/**
 * The <form> inside a react-final-form <Form>: the browser's own checks off (the spec's texts show instead), and after
 * a submit that failed (a rule, or a field error from the server) focus goes to the first field in error.
 */
export function FormElement({ handleSubmit, onSubmitted, children, onMouseDown, ...props }: FormElementProps) {
  const form = useForm();
  return (
    <form
      {...props}
      noValidate
      onMouseDown={(event) => {
        onMouseDown?.(event);
        keepFocusOnSubmitPress(event);
      }}
      onSubmit={(event) => {
        const element = event.currentTarget;
        void Promise.resolve(handleSubmit(event)).then(() => {
          if (form.getState().submitSucceeded) onSubmitted?.();
          // After React has rendered the errors.
          else requestAnimationFrame(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        });
      }}
    >
      {children}
    </form>
  );
}
