import { signedInUser } from '../../test/fixtures';
import { CHECKOUT_DRAFT_KEY, saveCheckoutDraft, withCheckoutDraft } from './checkout-draft';
import { checkoutInitialValues } from './checkout-values';

const defaults = checkoutInitialValues(signedInUser);

afterEach(() => sessionStorage.clear());

describe('the checkout draft', () => {
  it('falls back to the defaults for a broken or foreign draft, and takes only text fields and a known payment method', () => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{not json');
    expect(withCheckoutDraft(signedInUser, defaults)).toEqual(defaults);
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ userId: signedInUser.id + 1, values: { city: 'Elsewhere' } }),
    );
    expect(withCheckoutDraft(signedInUser, defaults)).toEqual(defaults);
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({
        userId: signedInUser.id,
        values: { city: 'Ottawa', phone: 5550100, admin: 'yes', paymentMethod: 'bitcoin' },
      }),
    );
    expect(withCheckoutDraft(signedInUser, defaults)).toEqual({ ...defaults, city: 'Ottawa' });
    expect(withCheckoutDraft(null, defaults)).toBe(defaults);
  });

  it('keeps nothing while the form holds the defaults', () => {
    saveCheckoutDraft(signedInUser, { ...defaults, city: 'Ottawa' }, defaults);
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).not.toBeNull();
    saveCheckoutDraft(signedInUser, { ...defaults }, defaults);
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
  });
});
