import { createRspackConfig } from '@shop/shared/build';

export default createRspackConfig({
  dir: import.meta.dirname,
  name: 'mf_account',
  port: 3003,
  title: 'Account (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
