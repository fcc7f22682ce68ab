import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '@shop/shared';
import { copyText } from '../model/copy-text';

/** The last copy: which coupon, and whether the clipboard took it. */
export type CopyFeedback = { couponId: number; copied: boolean };

/**
 * Copies a coupon's code. After a copy its button reads "Copied" for COPY_FEEDBACK_MS (accounts §9); only the last
 * copied coupon says so, as the clipboard holds only that one. A failed copy stays reported until the next try.
 */
export function useCopyFeedback() {
  const [feedback, setFeedback] = useState<CopyFeedback | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const copy = useCallback(async (couponId: number, code: string): Promise<boolean> => {
    const copied = await copyText(code);
    if (!mounted.current) return copied;
    // Cleared after the copy, so a quicker second copy cannot leave the first one's timer running.
    clearTimeout(timer.current);
    setFeedback({ couponId, copied });
    if (copied) timer.current = setTimeout(() => setFeedback(null), COPY_FEEDBACK_MS);
    return copied;
  }, []);

  return { feedback, copy };
}
