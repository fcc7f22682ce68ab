import { useState } from 'react';

/** What a card shows when an action failed and the API's answer said nothing the staff member can use. */
export const ACTION_FAILED = 'That did not work. Please try again.';

/**
 * An action on one of the desk's cards: `busy` while it runs (the card's buttons wait), then `onChanged` (the list
 * reloads); a failure's text is `failureText(error)`, kept on the card until the next action.
 */
export function useCardAction(onChanged: () => Promise<void>, failureText: (failure: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      await onChanged();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, act };
}
