import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { answerMessage, isApiError } from '@shop/shared';

/**
 * The message the server meant for the user: a 4xx answer's `message`. A 5xx, an answer without a message and a
 * failure without an answer give undefined, so the screen shows its own text instead of "Internal server error".
 */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && error.status < 500 ? answerMessage(error) : undefined;
}

export type SubmitErrorsOptions = {
  /** Form-level text when the server said nothing usable (5xx, no answer, an answer that breaks the contract). */
  fallback: string;
  /** The form's fields: names, or the server's field names mapped to the form's. A field not listed goes form-level. */
  fields: readonly string[] | Readonly<Record<string, string>>;
};

/**
 * A failed submit as final-form submission errors: an ApiError naming one of the form's fields puts its message on
 * that field; anything else becomes the form-level error (FORM_ERROR), shown by <FormError />.
 */
export function submitErrors(error: unknown, { fallback, fields }: SubmitErrorsOptions): SubmissionErrors {
  const message = serverMessage(error);
  if (message && isApiError(error) && error.field) {
    const target = Array.isArray(fields)
      ? fields.includes(error.field)
        ? error.field
        : undefined
      : (fields as Readonly<Record<string, string>>)[error.field];
    if (target) return { [target]: message };
  }
  return { [FORM_ERROR]: message ?? fallback };
}
