export * from './contracts/route-handle';
export * from './contracts/remote-routes';
