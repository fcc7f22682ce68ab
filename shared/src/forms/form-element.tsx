import type { FormEvent, FormHTMLAttributes } from 'react';
import { useForm } from 'react-final-form';

export type FormElementProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  /** The render prop's handleSubmit. */
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined;
  /** After a submit that worked (e.g. empty the form). */
  onSubmitted?: () => void;
};

/**
 * The <form> inside a react-final-form <Form>: the browser's own checks off (the spec's texts show instead), and after
 * a submit that failed (a rule, or a field error from the server) focus goes to the first field in error.
 */
export function FormElement({ handleSubmit, onSubmitted, children, ...props }: FormElementProps) {
  const form = useForm();
  return (
    <form
      {...props}
      noValidate
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
