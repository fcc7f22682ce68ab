import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  COUPON_CODE_MAX_LENGTH,
  ShopLink,
  answerMessage,
  applyCoupon,
  cartReplaced,
  isApiError,
} from '@shop/shared';
import { paths } from '../../../config/paths';
import styles from './coupon-form.module.css';

/** Storefront §8: a coupon call that got no answer. */
export const COUPON_NETWORK_FAILURE = 'Failed to apply coupon';

/**
 * The text shown for a failed coupon call (storefront §4, §8): the spec's failure text when no answer came; else the
 * server's message, or nothing when its answer carried none (not the status text).
 */
export function couponFailureText(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0) return COUPON_NETWORK_FAILURE;
  return answerMessage(error) ?? null;
}

/**
 * A coupon code and its Apply button (disabled while the code is blank or being applied). On success the field is
 * cleared, the answered cart replaces the cart and the server's message is announced; a refusal shows the server's
 * message under the field. Visitors get the server's answer too (it asks them to sign in).
 */
export function CouponForm() {
  const id = useId();
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server asked a visitor to sign in (401): the message gets the way there, back to this cart signed in.
  const [signInAsked, setSignInAsked] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const blank = code.trim() === '';
  const input = useRef<HTMLInputElement>(null);
  const apply = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || applying) return;
    setApplying(true);
    setError(null);
    setSuccess(null);
    try {
      const answer = await applyCoupon({ coupon: code.trim() });
      if (!answer.success) {
        setError(answer.message || null);
        return;
      }
      // The cleared field disables Apply, which would drop the focus on it: it goes back to the field instead.
      if (document.activeElement === apply.current) input.current?.focus();
      setCode('');
      cartReplaced(answer.cart);
      setSuccess(answer.message);
    } catch (failure) {
      setError(couponFailureText(failure));
      setSignInAsked(isApiError(failure) && failure.status === 401);
    } finally {
      setApplying(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-code`} className={styles.label}>
        Coupon code
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-code`}
          name="coupon"
          className={styles.input}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={COUPON_CODE_MAX_LENGTH}
          spellCheck={false}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
            setSuccess(null);
          }}
        />
        {/* While applying it stays focusable (aria-disabled, submit ignores it): disabling it would drop the focus. */}
        <Button ref={apply} type="submit" variant="secondary" disabled={blank} aria-disabled={applying || undefined}>
          {applying ? 'Applying…' : 'Apply'}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
          {signInAsked ? (
            <>
              {' '}
              <ShopLink to={paths.signIn.getHref(paths.cart.getHref(true))}>Sign In</ShopLink>
            </>
          ) : null}
        </p>
      ) : null}
      <p role="status" className={styles.success}>
        {success}
      </p>
    </form>
  );
}
