import { render, screen } from '@testing-library/react';
import { setRemoteModuleLoader } from '@shop/shared';
import { CartTab } from './cart-tab';

afterEach(() => setRemoteModuleLoader(undefined));

describe('CartTab', () => {
  it('shows the cart page of mf-cart-checkout, loaded through federation', async () => {
    const loader = jest.fn().mockResolvedValue({ CartPage: () => <h1>Your Cart</h1> });
    setRemoteModuleLoader(loader);
    render(<CartTab />);
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_cart_checkout/cart');
  });
});
