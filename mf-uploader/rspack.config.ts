import { createRspackConfig } from '@shop/shared/build';

export default createRspackConfig({
  dir: import.meta.dirname,
  name: 'mf_uploader',
  port: 3004,
  title: 'Photo upload (standalone)',
  exposes: { './routes': './src/routes.tsx', './photo-uploader': './src/photo-uploader.tsx' },
});
