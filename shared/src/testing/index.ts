// Test helpers for every front end, imported from '@shop/shared/testing'; not part of the run-time entry.
export * from './render-routes';
export * from './route-fetch';
export * from './reset-stores';
