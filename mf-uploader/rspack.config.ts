import { createRspackConfigs } from '@shop/shared/build';

export default createRspackConfigs({
  dir: import.meta.dirname,
  name: 'mf_uploader',
  title: 'Photo upload (standalone)',
  exposes: { './routes': './src/routes.tsx', './photo-uploader': './src/photo-uploader.tsx' },
  // The embeddable <photo-uploader> element: dist/photo-uploader.js (README: "Embedding the photo uploader").
  standaloneScripts: { 'photo-uploader': './src/element/photo-uploader-element.tsx' },
});
