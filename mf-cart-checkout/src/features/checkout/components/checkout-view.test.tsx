import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $user, CreateOrderStruct } from '@shop/shared';
import { checkoutCart, signedInUser } from '../../../test/fixtures';
import { renderRoutes, routeFetch, json } from '../../../test/render-routes';
import { paymentPage } from '../payment-page';
import { CheckoutView, type CheckoutCart } from './checkout-view';

/** Every order request names its attempt (a repeat after a lost answer sends the same). */
const REQUEST_KEY = expect.stringMatching(/^[0-9a-f]{48}$/);

function renderView(shown: CheckoutCart) {
  return renderRoutes([{ path: 'checkout', element: <CheckoutView cart={shown} /> }], '/checkout');
}

beforeEach(() => $user.set(signedInUser));

describe('the checkout view', () => {
  it('asks for a payment method only when the subtotal is above 0', () => {
    renderView(checkoutCart({ totals: { subtotal: 0, discount: 0, tax: 0, total: 0, couponApplied: false } }));
    expect(screen.queryByRole('group', { name: 'Payment method' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('sends no payment method when the subtotal is 0', async () => {
    const open = jest.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
    const { to } = routeFetch((url) => {
      if (url.pathname === '/api/order') return json({ success: true, order: { id: 3 } });
      if (url.pathname === '/api/cart') return json([]);
      if (url.pathname === '/api/checkout/config') return json({ provider: 'local' });
      if (url.pathname === '/api/checkout/create-session') return json({ sessionId: 's', url: '/pay/s' });
      return undefined;
    });
    renderView(checkoutCart({ totals: { subtotal: 0, discount: 0, tax: 0, total: 0, couponApplied: false } }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/pay/s'));
    await expect(to('/api/order')[0]!.json()).resolves.toEqual({ email: 'ann@example.com', expectedTotal: 0, requestKey: REQUEST_KEY });
  });

  it('asks for a payment method when the subtotal is above 0', () => {
    renderView(checkoutCart());
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeInTheDocument();
  });

  it('lets every text input take exactly as many characters as POST /api/order accepts for its field', async () => {
    renderView(checkoutCart({ hasSimpleProduct: true }));
    const fields = {
      email: 'Email',
      firstName: 'First name',
      lastName: 'Last name',
      company: 'Company',
      streetAddress: 'Street address',
      apartment: 'Apartment',
      city: 'City',
      county: 'County / State',
      postcode: 'Postcode',
      phone: 'Phone',
      orderNotes: 'Order notes',
    };
    for (const [name, label] of Object.entries(fields)) {
      const longest = Number(screen.getByLabelText(label).getAttribute('maxlength'));
      expect(CreateOrderStruct.is({ [name]: 'x'.repeat(longest) })).toBe(true);
      expect(CreateOrderStruct.is({ [name]: 'x'.repeat(longest + 1) })).toBe(false);
    }
    const user = userEvent.setup();
    const firstName = screen.getByLabelText('First name');
    await user.clear(firstName);
    await user.click(firstName);
    await user.paste('x'.repeat(150));
    expect(firstName).toHaveValue('x'.repeat(100));
  });

  it('puts the order summary and its total before Place Order, so a phone shows what is paid before the button', () => {
    renderView(checkoutCart());
    const total = within(screen.getByRole('region', { name: 'Your order' })).getByText('Total');
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });
    expect(total.compareDocumentPosition(placeOrder) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks for no payment method when a coupon takes the whole subtotal off (a free story)', () => {
    renderView(checkoutCart({ totals: { subtotal: 29, discount: 29, tax: 0, total: 0, couponApplied: true } }));
    expect(screen.queryByRole('group', { name: 'Payment method' })).not.toBeInTheDocument();
  });
});
