import { createRspackConfig } from '@shop/shared/build';

export default createRspackConfig({ dir: import.meta.dirname, name: 'shell', port: 3000, title: 'Story Shop' });
