import { ComingSoon, type RouteHandle, type RouteObject } from '@shop/shared';

export const routes: RouteObject[] = [
  {
    path: 'upload',
    element: <ComingSoon title="Upload your photos" />,
    handle: { title: 'Upload your photos', crumb: 'Upload' } satisfies RouteHandle,
  },
  {
    path: 'uploader',
    element: <ComingSoon title="Upload your photos" />,
    handle: { title: 'Upload your photos', crumb: 'Upload' } satisfies RouteHandle,
  },
];
