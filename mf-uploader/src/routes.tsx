import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@shop/shared';

const placeholder = (title: string) => (
  <section>
    <h1>{title}</h1>
    <p>Coming soon.</p>
  </section>
);

export const routes: RouteObject[] = [
  { path: 'upload', element: placeholder('Upload your photos'), handle: { title: 'Upload your photos', crumb: 'Upload' } satisfies RouteHandle },
  { path: 'uploader', element: placeholder('Upload your photos'), handle: { title: 'Upload your photos', crumb: 'Upload' } satisfies RouteHandle },
];
