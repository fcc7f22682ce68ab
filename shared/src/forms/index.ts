// Forms for every front end: react-final-form and final-form from this one copy (a second copy in a remote would
// have its own form context), labelled fields, the spec's validation texts and the mapping of API errors.
export { Form, FormSpy, Field, useField, useForm, useFormState } from 'react-final-form';
export type { FormRenderProps, FieldRenderProps, FormProps } from 'react-final-form';
export { FORM_ERROR } from 'final-form';
export type { FormApi, SubmissionErrors } from 'final-form';
export {
  TextField,
  PasswordField,
  SelectField,
  TextAreaField,
  type TextFieldProps,
  type PasswordFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type TextAreaFieldProps,
} from './fields';
export { FormError } from './form-error';
export { FormElement, type FormElementProps } from './form-element';
export { VALIDATION_MESSAGES } from '../contracts/validation-messages';
export { validators, composeValidators, required, minLength, matchesPattern, sameAs, type Validator } from './validators';
export { submitErrors, serverMessage, type SubmitErrorsOptions } from './submit-errors';
export { COUNTRY_OPTIONS, countryOptions } from './countries';
