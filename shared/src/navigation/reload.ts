/** Reloading the page, behind an object so tests can replace it (jsdom cannot navigate). */
export const pageReloader = {
  reload(): void {
    window.location.reload();
  },
};

export function reloadPage(): void {
  pageReloader.reload();
}
