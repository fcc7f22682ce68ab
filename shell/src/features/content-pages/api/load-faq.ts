import { getFaq } from '@shop/shared';

/** Loader of /faq. */
export function loadFaq() {
  return getFaq();
}
