import { useEffect, useState } from 'react';
import { getServerTime } from '@shop/shared';
import { serverClockOffset } from '../model/countdown';

/**
 * Server minus browser clock in ms, asked once (GET /api/time) when `enabled` first becomes true; 0 until it answers.
 * A failure is only logged (accounts §8): the countdowns then run on the browser's clock.
 */
export function useServerClockOffset(enabled: boolean): number {
  const [offsetMs, setOffsetMs] = useState(0);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!enabled || asked) return;
    const controller = new AbortController();
    const sentAt = Date.now();
    getServerTime({ signal: controller.signal }).then(
      (serverSeconds) => {
        setOffsetMs(serverClockOffset(serverSeconds, sentAt, Date.now()));
        setAsked(true);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to sync the time with the server', error);
        setAsked(true);
      },
    );
    return () => controller.abort();
  }, [enabled, asked]);
  return offsetMs;
}
