import { useCallback, useEffect, useState } from 'react';

type LoadList<T> = (options: { signal?: AbortSignal }) => Promise<T[]>;

/**
 * One of the desk's lists: loaded when the section opens (the request is dropped if it closes first), `reload` after an
 * action. `failed` after a failed load, logged as "Could not load {what}"; a list already shown stays.
 */
export function useStaffList<T>(load: LoadList<T>, what: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);

  const show = useCallback((found: T[]) => {
    setItems(found);
    setFailed(false);
  }, []);
  const reportFailure = useCallback(
    (error: unknown) => {
      console.error(`Could not load ${what}`, error);
      setFailed(true);
    },
    [what],
  );
  const reload = useCallback(() => load({}).then(show, reportFailure), [load, show, reportFailure]);

  useEffect(() => {
    const controller = new AbortController();
    load({ signal: controller.signal }).then(show, (error: unknown) => {
      if (!controller.signal.aborted) reportFailure(error);
    });
    return () => controller.abort();
  }, [load, show, reportFailure]);

  return { items, failed, reload };
}
