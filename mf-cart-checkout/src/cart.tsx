// Exposed as './cart': the cart page for the account area (/account/cart), loaded through federation against its
// contract in @shop/shared (CartPageModule).
import type { CartPageModule } from '@shop/shared';
import { CartView } from './features/cart';

export const CartPage: CartPageModule['CartPage'] = CartView;
