import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useField, type FieldMetaState } from 'react-final-form';
import { VisuallyHidden } from '@shop/shared';
import { describedBy, FieldFrame, visibleError } from './field-frame';
import { usePointerPressed } from './pointer-press';
import type { Validator } from './validators';
import styles from './fields.module.css';

// Labelled inputs bound to the surrounding react-final-form <Form>: the error shows under the field once it was
// touched (or the form submitted), and the control says so with aria-invalid and aria-describedby. Values stay
// strings ('' when cleared), so a cleared optional field is sent as '' rather than left out.

type BoundProps = {
  name: string;
  label: ReactNode;
  /** Field-level rule (see validators). */
  validate?: Validator;
  /** Shown under the control and read with it. */
  hint?: ReactNode;
  /** Marks the field "Optional" beside its label; the others are announced as required. */
  optional?: boolean;
  className?: string;
};

const keepString = (value: unknown) => (value == null ? '' : String(value));

/**
 * The field's visible error, except that one appearing during a pointer press waits for the press to end
 * (pointer-press.ts); a submit's errors show at once (the click has landed by then).
 */
function useSettledError(meta: FieldMetaState<unknown>): string | undefined {
  const error = visibleError(meta);
  const pressed = usePointerPressed();
  // What the last render showed: only an error not shown yet is held.
  const [shown, setShown] = useState<string | undefined>(undefined);
  const settled = pressed && !shown && !meta.submitFailed ? undefined : error;
  if (settled !== shown) setShown(settled);
  return settled;
}

function useBoundField(name: string, validate: Validator | undefined) {
  const id = useId();
  const field = useField<string>(name, { validate, parse: keepString, format: keepString });
  const error = useSettledError(field.meta);
  return { id, hintId: `${id}-hint`, errorId: `${id}-error`, error, ...field };
}

export type TextFieldProps = BoundProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'required' | 'id' | 'className'> & {
    type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url' | 'number' | 'date' | 'time' | 'datetime-local';
  };

export function TextField({ name, label, validate, hint, optional, className, type = 'text', ...inputProps }: TextFieldProps) {
  const { id, hintId, errorId, error, input } = useBoundField(name, validate);
  return (
    <FieldFrame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId} optional={optional} className={className}>
      <input
        {...inputProps}
        {...input}
        id={id}
        type={type}
        className={styles.control}
        aria-required={optional ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ hint, hintId, error, errorId })}
      />
    </FieldFrame>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a Show/Hide button (the button names the field it reveals). */
export function PasswordField({ name, label, validate, hint, optional, className, ...inputProps }: PasswordFieldProps) {
  const { id, hintId, errorId, error, input } = useBoundField(name, validate);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId} optional={optional} className={className}>
      <div className={styles.withAction}>
        <input
          {...inputProps}
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          className={styles.control}
          autoCapitalize="none"
          spellCheck={false}
          aria-required={optional ? undefined : true}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ hint, hintId, error, errorId })}
        />
        <button
          type="button"
          className={styles.inlineAction}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
          <VisuallyHidden> {typeof label === 'string' ? label.toLowerCase() : 'password'}</VisuallyHidden>
        </button>
      </div>
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = BoundProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'required' | 'id' | 'className'> & {
    options: readonly SelectOption[];
    /** A first, empty choice ("Select an option"). */
    placeholder?: string;
  };

export function SelectField({ name, label, validate, hint, optional, className, options, placeholder, ...selectProps }: SelectFieldProps) {
  const { id, hintId, errorId, error, input } = useBoundField(name, validate);
  return (
    <FieldFrame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId} optional={optional} className={className}>
      <div className={styles.selectWrap}>
        <select
          {...selectProps}
          {...input}
          id={id}
          className={[styles.control, styles.select].join(' ')}
          aria-required={optional ? undefined : true}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ hint, hintId, error, errorId })}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FieldFrame>
  );
}

export type TextAreaFieldProps = BoundProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'required' | 'id' | 'className'>;

export function TextAreaField({ name, label, validate, hint, optional, className, rows = 4, ...textareaProps }: TextAreaFieldProps) {
  const { id, hintId, errorId, error, input } = useBoundField(name, validate);
  return (
    <FieldFrame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId} optional={optional} className={className}>
      <textarea
        {...textareaProps}
        {...input}
        id={id}
        rows={rows}
        className={[styles.control, styles.textarea].join(' ')}
        aria-required={optional ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ hint, hintId, error, errorId })}
      />
    </FieldFrame>
  );
}
