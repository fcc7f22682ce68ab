import { createRspackConfig } from '@shop/shared/build';

export default createRspackConfig({
  dir: import.meta.dirname,
  name: 'mf_catalog',
  port: 3001,
  title: 'Catalogue (standalone)',
  exposes: { './routes': './src/routes.tsx', './wishlist': './src/wishlist.tsx' },
});
