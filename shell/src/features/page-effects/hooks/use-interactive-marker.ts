import { useEffect } from 'react';
import { replayEarlyEvents } from '../../../early-events/replay-early-events';

/** Set on <html> once the shell's scripts run the page (rendered or hydrated): before that, its buttons do nothing. */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/**
 * Marks the page interactive when the layout has mounted, and replays what the shopper clicked, submitted or typed
 * on a server-rendered page before (held by the page's inline script, docs/decisions/0028). The mark is for whoever
 * drives the page (the end-to-end tests, bench:web's load-to-interactive gap).
 */
export function useInteractiveMarker(): void {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
    performance.mark('shop:interactive');
    // Out of React's commit (an effect), so each replayed event's updates render before the next one.
    queueMicrotask(() => replayEarlyEvents());
  }, []);
}
