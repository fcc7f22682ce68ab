// Browser entry of @shop/shared (one copy at run time, shared through federation). The API imports ./contracts.
import './styles/tokens.css';

export * from './constants';
export * from './contracts/content';
export * from './contracts/catalog';
export * from './contracts/cart';
export * from './contracts/session';
export * from './contracts/identity';
export * from './contracts/uploads';
export * from './contracts/orders';
export * from './contracts/support';
export * from './contracts/captions';
export * from './contracts/route-handle';
export * from './contracts/remote-routes';
export type * from './contracts/server-render';
export * from './format';
export * from './api';
export * from './stores';
export * from './navigation';
export * from './ui';
export * from './standalone/render-standalone';
export * from './router';
export * from './federation/remote-modules';
