import { render, screen } from '@testing-library/react';
import { setRemoteModuleLoader } from '@shop/shared';
import { WishlistTab } from './wishlist-tab';

afterEach(() => setRemoteModuleLoader(undefined));

describe('WishlistTab', () => {
  it('shows the catalogue’s wishlist page, loaded through federation', async () => {
    const loader = jest.fn().mockResolvedValue({ WishlistPage: () => <h2>Your Video Stories Wishlist</h2> });
    setRemoteModuleLoader(loader);
    render(<WishlistTab />);
    expect(await screen.findByRole('heading', { name: 'Your Video Stories Wishlist' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_catalog/wishlist');
  });
});
