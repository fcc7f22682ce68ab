/** Going to the payment provider's page (a full page load), behind an object so tests can replace it (jsdom cannot navigate). */
export const paymentPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};
