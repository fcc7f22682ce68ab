import { useEffect } from 'react';

/** Set on <html> once the shell's scripts run the page (rendered or hydrated): before that, its buttons do nothing. */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/**
 * Marks the page interactive when the layout has mounted. A page rendered on the server shows before its scripts
 * have taken it over; whoever drives the page (the end-to-end tests) waits for the mark before clicking.
 */
export function useInteractiveMarker(): void {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  }, []);
}
