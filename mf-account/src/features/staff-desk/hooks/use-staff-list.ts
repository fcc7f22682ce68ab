import { useCallback, useEffect, useRef, useState } from 'react';
import { pollWhileVisible } from '../../../lib/poll-while-visible';

type LoadList<T> = (options: { signal?: AbortSignal }) => Promise<T[]>;

/**
 * How often the desk's lists are asked for again while the page shows: new paid items, renders that finished, new
 * tickets appear without a reload (docs/decisions/0024).
 */
export const STAFF_LIST_REFRESH_MS = 30_000;

/**
 * One of the desk's lists: loaded when the section opens and every STAFF_LIST_REFRESH_MS while the page is visible
 * (requests dropped when it closes), `reload` after an action. Only the answer to the latest request is shown, so a
 * slow refresh cannot undo what an action's reload showed. `failed` after a failed load, logged as "Could not load
 * {what}"; a list already shown stays.
 */
export function useStaffList<T>(load: LoadList<T>, what: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const ask = useCallback(
    (signal?: AbortSignal) => {
      const asked = ++latest.current;
      return load({ signal }).then(
        (found) => {
          if (asked !== latest.current) return;
          setItems(found);
          setFailed(false);
        },
        (error: unknown) => {
          if (asked !== latest.current || signal?.aborted) return;
          console.error(`Could not load ${what}`, error);
          setFailed(true);
        },
      );
    },
    [load, what],
  );
  const reload = useCallback(() => ask(), [ask]);

  useEffect(() => {
    const controller = new AbortController();
    const refresh = () => void ask(controller.signal);
    refresh();
    const stop = pollWhileVisible(refresh, STAFF_LIST_REFRESH_MS);
    return () => {
      stop();
      controller.abort();
    };
  }, [ask]);

  return { items, failed, reload };
}
