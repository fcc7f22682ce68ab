import { useEffect, useState } from 'react';
import { validateResetToken } from '@shop/shared';

/** validating → valid or invalid; `failed` when the check itself could not be made (accounts §4 Password reset). */
export type ResetLinkState = 'validating' | 'valid' | 'invalid' | 'failed';

/** Checks a reset link's token with the server once per token. */
export function useResetLink(token: string | undefined): ResetLinkState {
  const [checked, setChecked] = useState<{ token: string; state: Exclude<ResetLinkState, 'validating'> } | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    validateResetToken(token, { signal: controller.signal })
      .then((valid) => {
        if (!controller.signal.aborted) setChecked({ token, state: valid ? 'valid' : 'invalid' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setChecked({ token, state: 'failed' });
      });
    return () => controller.abort();
  }, [token]);

  if (!token) return 'invalid';
  return checked?.token === token ? checked.state : 'validating';
}
