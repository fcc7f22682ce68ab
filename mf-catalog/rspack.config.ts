import { createRspackConfigs } from '@shop/shared/build';

export default createRspackConfigs({
  dir: import.meta.dirname,
  name: 'mf_catalog',
  port: 3001,
  title: 'Catalogue (standalone)',
  exposes: { './routes': './src/routes.tsx', './wishlist': './src/wishlist.tsx' },
  // Its pages render on the shell's server too.
  serverEntry: './src/routes.tsx',
});
