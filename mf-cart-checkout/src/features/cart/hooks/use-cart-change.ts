import { useRef, useState } from 'react';

/**
 * A choice on a cart row that the cart confirms later (a quantity, a lead time). The row shows the latest choice
 * until every change sent has been answered, then the cart's value again (the answer, or the old value when a call
 * failed). Changes are sent one after another, so the last choice is the one the cart keeps.
 */
export function useCartChange<T>(confirmed: T) {
  const [pending, setPending] = useState<{ value: T; count: number } | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const send = (value: T, work: () => Promise<unknown>) => {
    setPending((current) => ({ value, count: (current?.count ?? 0) + 1 }));
    queue.current = queue.current
      .then(work)
      .catch(() => undefined)
      .then(() => setPending((current) => (current && current.count > 1 ? { ...current, count: current.count - 1 } : null)));
  };

  return { value: pending ? pending.value : confirmed, send, busy: pending !== null };
}
