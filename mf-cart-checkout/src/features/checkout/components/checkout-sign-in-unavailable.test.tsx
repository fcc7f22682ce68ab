import { screen } from '@testing-library/react';
import { $user, setRemoteModuleLoader } from '@shop/shared';
import { checkoutCart, quietErrors } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';
import { CheckoutView } from './checkout-view';

// A file of its own: the view's lazy sign-in card remembers its first load for the life of the module.
describe('the checkout of a signed-out shopper when mf-account is down', () => {
  it('shows a retry panel with a link to the sign-in page where the form would be, and the order summary still', async () => {
    const error = quietErrors();
    setRemoteModuleLoader(jest.fn().mockRejectedValue(new Error('Failed to fetch mf-manifest.json')));
    $user.set(null);
    renderRoutes([{ path: 'checkout', element: <CheckoutView cart={checkoutCart()} /> }], '/checkout');
    expect(
      await screen.findByRole('heading', { name: 'The sign-in form could not be shown here' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The sign-in page, which comes back here: an mf-account released before './sign-in' still lets the shopper on.
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in?return=%2Fcheckout');
    expect(screen.getByRole('region', { name: 'Your order' })).toHaveTextContent('Golden Hour Vows');
    expect(error).toHaveBeenCalledWith(
      'The sign-in form could not be loaded',
      expect.objectContaining({ message: 'Failed to fetch mf-manifest.json' }),
    );
    setRemoteModuleLoader(undefined);
  });
});
