// Node-safe entry (no React): the API validates with these same structs.
export * from './content';
export * from './catalog';
export * from './cart';
export * from './session';
export * from './remote-routes';
export * from './identity';
export * from './server-render';
export * from './uploads';
export * from './captions';
export * from './orders';
export * from './support';
export * from './countries';
export * from './validation-messages';
