export * from './constants';
export * from './contracts/content';
export * from './contracts/route-handle';
export * from './contracts/remote-routes';
