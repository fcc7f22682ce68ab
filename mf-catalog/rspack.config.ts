import { createRspackConfigs } from '@shop/shared/build';

export default createRspackConfigs({
  dir: import.meta.dirname,
  name: 'mf_catalog',
  title: 'Catalogue (standalone)',
  exposes: { './routes': './src/routes.tsx', './wishlist': './src/wishlist.tsx' },
});
