import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@shop/shared';

/**
 * The browser's clock (ms), refreshed every COUNTDOWN_TICK_MS while `ticking`: one interval for the whole screen (the
 * first tick, at most one interval after ticking starts, catches up with the time spent loading).
 */
export function useTickingNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
