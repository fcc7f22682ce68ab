import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@shop/shared';

/**
 * The browser's clock (ms), refreshed every COUNTDOWN_TICK_MS until `until` (browser clock; null: not at all): one
 * interval for the whole screen, stopped once the last countdown has reached 00:00:00. The first tick, at most one
 * interval after it starts, catches up with the time spent loading.
 */
export function useTickingNow(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);
  return now;
}
