import { useCallback, useEffect, useState } from 'react';
import { getCoupons, type Coupon } from '@shop/shared';

export type CouponsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; coupons: Coupon[] };

/** The signed-in user's active coupons, asked for each time the tab opens; reload() asks again after a failure. */
export function useCoupons(): CouponsState & { reload: () => void } {
  const [state, setState] = useState<CouponsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getCoupons({ signal: controller.signal }).then(
      (coupons) => setState({ status: 'ready', coupons }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load the coupons', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, reload };
}
