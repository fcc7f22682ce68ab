import { createRspackConfig } from '@shop/shared/build';

export default createRspackConfig({
  dir: import.meta.dirname,
  name: 'mf_cart_checkout',
  title: 'Cart and checkout (standalone)',
  exposes: { './routes': './src/routes.tsx', './cart': './src/cart.tsx' },
});
