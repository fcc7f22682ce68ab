import { render, screen } from '@testing-library/react';
import { setRemoteModuleLoader } from '@shop/shared';
import { WishlistTab } from './wishlist-tab';

// A file of its own: the tab's lazy component remembers its first load for the life of the module.
describe('WishlistTab when the catalogue is down', () => {
  it('shows a retry panel instead of the wishlist', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteModuleLoader(jest.fn().mockResolvedValue(undefined));
    render(<WishlistTab />);
    expect(await screen.findByRole('heading', { name: 'Your wishlist is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('The wishlist could not be loaded', expect.objectContaining({ message: 'Remote module mf_catalog/wishlist is unavailable' }));
    setRemoteModuleLoader(undefined);
    error.mockRestore();
  });
});
