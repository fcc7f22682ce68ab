// Exposed as './wishlist': the wishlist page for the account area (/account/wishlist), loaded through federation
// against its contract in @shop/shared (WishlistPageModule).
import type { WishlistPageModule } from '@shop/shared';
import { WishlistView } from './features/wishlist';

export const WishlistPage: WishlistPageModule['WishlistPage'] = WishlistView;
