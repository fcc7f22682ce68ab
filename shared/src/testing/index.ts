// Test helpers for every front end, imported from '@shop/shared/testing'; not part of the run-time entry.
export * from './render-routes';
export * from './route-fetch';
export * from './reset-stores';
export {
  productFixture,
  cartItemFixture,
  billingFixture,
  orderFixture,
  orderItemFixture,
} from '../api/testing/fixtures';
export { mockFetch } from '../api/testing/mock-fetch';
export { mockXhr, type SentUpload, type XhrAnswer, type XhrHandler } from '../api/testing/mock-xhr';
export * from './quiet-errors';
