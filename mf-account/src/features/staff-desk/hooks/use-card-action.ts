import { useEffect, useRef, useState } from 'react';
import { isRefusal } from '../../../lib/refusal';

/** What a card shows when an action failed and the API's answer said nothing the staff member can use. */
export const ACTION_FAILED = 'That did not work. Please try again.';

/** A card's action buttons that can be pressed now (ActionButton marks the waiting ones aria-disabled). */
const READY_BUTTON = 'button:not(:disabled):not([aria-disabled="true"])';

/**
 * An action on one of the desk's cards: `busy` while it runs (the card's buttons wait), then `onChanged` (the list
 * reloads, after a refusal too); a failure's text is `failureText(error)`, kept on the card until the next action.
 *
 * `cardRef` goes on the card (with tabIndex={-1}). Keyboard focus that was in the card when the action started is
 * kept in it: the pressed control or field usually goes (shipped, approved, refunded) or the list moves the card, and
 * focus would fall to <body>, so the next Tab would start over from the top of the page. Then it goes to the card's
 * first button that can be pressed (after "Mark shipped", "Mark delivered"), else to the card itself. Focus the staff
 * member took elsewhere meanwhile stays there.
 */
export function useCardAction(onChanged: () => Promise<void>, failureText: (failure: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cardRef = useRef<HTMLElement>(null);
  // Counts the actions finished with focus in the card; the effect runs once each has been rendered.
  const [refocus, setRefocus] = useState(0);

  const act = async (action: () => Promise<void>) => {
    const hadFocus = cardRef.current?.contains(document.activeElement) ?? false;
    setBusy(true);
    setError(null);
    let refused = false;
    try {
      try {
        await action();
      } catch (failure) {
        setError(failureText(failure));
        // A refusal usually means the item changed meanwhile (another desk shipped it): the list is reloaded, so the
        // card shows what it is now beside the reason. Otherwise (no answer, 5xx) nothing is known to have changed.
        refused = isRefusal(failure);
        if (!refused) return;
      }
      await onChanged();
    } catch (failure) {
      // The reload failed: after a refusal, its reason stays shown.
      if (!refused) setError(failureText(failure));
    } finally {
      setBusy(false);
      if (hadFocus) setRefocus((count) => count + 1);
    }
  };

  useEffect(() => {
    const card = cardRef.current;
    const focused = document.activeElement;
    if (refocus === 0 || !card || (focused && focused !== document.body)) return;
    (card.querySelector<HTMLElement>(READY_BUTTON) ?? card).focus();
  }, [refocus]);

  return { busy, error, act, cardRef };
}
