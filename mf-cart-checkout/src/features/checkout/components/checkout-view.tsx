import { lazy, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $user, Button, Navigate, ShopLink, buttonClassName, loadRemoteModule } from '@shop/shared';
import { FORM_ERROR, Form, FormElement, FormError, FormSpy, useFormState } from '@shop/shared/forms';
import { RemotePart, type RemotePartTexts } from '@shop/shared/remote-part';
import { paths } from '../../../config/paths';
import { saveCheckoutDraft, withCheckoutDraft } from '../checkout-draft';
import { checkoutInitialValues, orderRequest, type CheckoutValues } from '../checkout-values';
import { usePlaceOrder, type CheckoutPhase } from '../hooks/use-place-order';
import { BillingFields } from './billing-fields';
import { ContactFields } from './contact-fields';
import { OrderSummary, type SummaryLine } from './order-summary';
import { PaymentMethodField } from './payment-method-field';
import type { CheckoutTotals } from '../../../components/totals-list';
import layout from '../../../components/page-layout.module.css';
import styles from './checkout-view.module.css';

export const CHECKOUT_TITLE = 'Checkout';
export const PLACE_ORDER_LABEL = 'Place Order';
export const PROCESSING_LABEL = 'Processing…';

export const CHECKOUT_SIGN_IN_INTRO = 'Sign in to place your order. Your cart comes with you.';

const SIGN_IN_PART_TEXTS: RemotePartTexts = {
  failureLog: 'The sign-in form could not be loaded',
  unavailableTitle: 'The sign-in form could not be shown here',
  unavailableMessage: 'Please try again, or sign in on its own page: you will come back here afterwards.',
  loading: 'Loading the sign-in form…',
};

// mf-account's "Login" card, loaded when a signed-out shopper opens the checkout.
const SignInCard = lazy(() =>
  loadRemoteModule('mf_account/sign-in').then((module) => ({ default: module.SignInCard })),
);

/** What the shopper is told while the order goes through (the spec names the states, not their texts). */
export const PHASE_TEXTS: Record<Exclude<CheckoutPhase, 'idle'>, string> = {
  'creating-order': 'Creating your order…',
  'creating-session': 'Starting the payment…',
  redirecting: 'Taking you to the payment page…',
};

/** The cart as the checkout needs it: the page reads the cart's items, products, totals and readiness. */
export type CheckoutCart = {
  /** Available items only: unavailable ones are not ordered. */
  lines: SummaryLine[];
  totals: CheckoutTotals & { couponApplied: boolean };
  /** Storefront §4 "Checkout readiness". */
  ready: boolean;
  hasSimpleProduct: boolean;
  /** A photo upload or another cart change is in flight (the cart loading flag). */
  busy: boolean;
};

/**
 * /checkout (storefront §2 Checkout): back to the cart when the cart is not ready, the sign-in form when signed out
 * (whatever the cart when `signedOutHere`: signed out while on the page, `cart` being the account's as last seen);
 * else the email the order's mails go to, billing (only with a simple product), the payment method (only when the
 * subtotal after discounts is above 0) and the order summary. Placing the order runs the sequence of usePlaceOrder;
 * every failure shows in the form's alert.
 */
export function CheckoutView({ cart, signedOutHere = false }: { cart: CheckoutCart; signedOutHere?: boolean }) {
  const user = useStore($user);
  const { phase, orderId, placeOrder } = usePlaceOrder();
  // Once ordered, the items leave the cart: the page keeps showing what was ordered (and never sends to the cart).
  const [ordered, setOrdered] = useState<CheckoutCart | null>(null);
  const defaults = useMemo(() => checkoutInitialValues(user), [user]);
  const initialValues = useMemo(() => withCheckoutDraft(user, defaults), [user, defaults]);

  const placed = orderId !== null;
  // Signed out while here, the shopper signs in again on this page: their cart waits for them on the server.
  if (!user && signedOutHere) return <CheckoutSignIn cart={cart} />;
  if (!placed && phase === 'idle' && !cart.ready) return <Navigate to={paths.cart.getHref(Boolean(user))} replace />;
  if (!user) return <CheckoutSignIn cart={cart} />;

  const shown = placed && ordered ? ordered : cart;
  // Storefront §4 names the discounted amount the subtotal too ("subtotal = base cost minus discounts"): a free order
  // (FREESTORY on one clip) has nothing to pay, so no payment method is asked for (docs/decisions/0019).
  const needsPayment = shown.totals.subtotal - shown.totals.discount > 0;
  const blocked = phase !== 'idle' || (!placed && (!cart.ready || cart.busy));

  async function submit(values: CheckoutValues) {
    if (blocked) return undefined;
    setOrdered(cart);
    const request = orderRequest(values, {
      needsBilling: cart.hasSimpleProduct,
      needsPayment,
      total: cart.totals.total,
    });
    const failure = await placeOrder(request, { free: cart.totals.total === 0 });
    return failure ? { [FORM_ERROR]: failure } : undefined;
  }

  return (
    <CheckoutLayout cart={shown}>
      <Form<CheckoutValues> onSubmit={submit} initialValues={initialValues} keepDirtyOnReinitialize>
        {({ handleSubmit }) => (
          <FormElement handleSubmit={handleSubmit} className={styles.form} aria-label={CHECKOUT_TITLE}>
            <FormSpy<CheckoutValues>
              subscription={{ values: true }}
              onChange={({ values }) => saveCheckoutDraft(user, values, defaults)}
            />
            <ContactFields />
            {shown.hasSimpleProduct ? <BillingFields /> : null}
            {needsPayment ? <PaymentMethodField /> : null}
            <FormError />
            <p role="status" className={styles.phase}>
              {phase === 'idle' ? '' : PHASE_TEXTS[phase]}
            </p>
            <PlaceOrderButton blocked={blocked} processing={phase !== 'idle'} />
          </FormElement>
        )}
      </Form>
    </CheckoutLayout>
  );
}

/**
 * The page: its title, then `children` beside the order summary of `cart`. The summary comes first, so on one column
 * (a phone) the shopper sees what they pay before Place Order; beside the form it keeps the right-hand column.
 */
function CheckoutLayout({ cart, children }: { cart: CheckoutCart; children: ReactNode }) {
  return (
    <div className={layout.page}>
      <h1 className={layout.title}>{CHECKOUT_TITLE}</h1>
      <div className={layout.layout}>
        <div className={[layout.aside, layout.asideFirst].join(' ')}>
          <OrderSummary lines={cart.lines} totals={cart.totals} showDiscount={cart.totals.couponApplied} />
        </div>
        {children}
      </div>
    </div>
  );
}

/**
 * A signed-out shopper's checkout: mf-account's "Login" card (through federation) beside the order summary. Signed in,
 * the shopper stays here (the visitor's cart has merged into the account's) and the form replaces the card; Sign Up
 * and the social sign-in come back here too.
 */
function CheckoutSignIn({ cart }: { cart: CheckoutCart }) {
  return (
    <CheckoutLayout cart={cart}>
      {/* The sign-in page is a way on when the card cannot load (mf-account down, or released before it exposed it). */}
      <RemotePart
        texts={SIGN_IN_PART_TEXTS}
        actions={
          <ShopLink
            to={paths.signIn.getHref(paths.checkout.getHref())}
            className={buttonClassName({ variant: 'secondary' })}
          >
            Sign In
          </ShopLink>
        }
      >
        <SignInCard returnTo={paths.checkout.getHref()} intro={CHECKOUT_SIGN_IN_INTRO} />
      </RemotePart>
    </CheckoutLayout>
  );
}

/**
 * Disabled while a field is in error, while processing, or while the cart is not ready (storefront §2). It stays
 * focusable (aria-disabled, as the cart's SECURE CHECKOUT): pressing it with errors shows every field's message.
 */
function PlaceOrderButton({ blocked, processing }: { blocked: boolean; processing: boolean }) {
  const { hasValidationErrors } = useFormState({ subscription: { hasValidationErrors: true } });
  const disabled = blocked || hasValidationErrors;
  return (
    <Button
      type="submit"
      size="lg"
      block
      aria-disabled={disabled || undefined}
      aria-busy={processing || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (blocked) event.preventDefault();
      }}
    >
      {processing ? PROCESSING_LABEL : PLACE_ORDER_LABEL}
    </Button>
  );
}
