import { createRspackConfig } from '@shop/shared/build';

export default createRspackConfig({
  dir: import.meta.dirname,
  name: 'mf_account',
  title: 'Account (standalone)',
  exposes: { './routes': './src/routes.tsx', './sign-in': './src/sign-in.tsx' },
});
