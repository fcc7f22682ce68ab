import { render, screen } from '@testing-library/react';
import { setRemoteModuleLoader } from '@shop/shared';
import { CartTab } from './cart-tab';

// A file of its own: the tab's lazy component remembers its first load for the life of the module.
describe('CartTab when the cart remote is down', () => {
  it('shows a retry panel instead of the cart', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteModuleLoader(jest.fn().mockRejectedValue(new Error('Failed to fetch mf-manifest.json')));
    render(<CartTab />);
    expect(await screen.findByRole('heading', { name: 'Your cart is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('The cart could not be loaded', expect.objectContaining({ message: 'Failed to fetch mf-manifest.json' }));
    setRemoteModuleLoader(undefined);
    error.mockRestore();
  });
});
