import { useCallback, useEffect, useState } from 'react';
import { getTicketMessages, SUPPORT_POLL_INTERVAL_MS, type TicketMessage } from '@shop/shared';
import { mergeMessages } from '../model/chat';
import { pollWhileVisible } from '../../../lib/poll-while-visible';

/** How the messages are read: the shopper's call, or the staff desk's (any ticket). */
export type FetchMessages = (ticket: number, options: { signal?: AbortSignal }) => Promise<TicketMessage[]>;

type Loaded = { ticket: number; messages: TicketMessage[] | null; failed: boolean };

/**
 * The open ticket's messages (null while the first load runs), asked for again every SUPPORT_POLL_INTERVAL_MS while
 * the page is visible so a staff reply shows without a reload. `failed` when the first load failed; a failed poll is
 * only logged and the next one tries again.
 */
export function useTicketMessages(ticket: number | null, fetchMessages: FetchMessages = getTicketMessages) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (ticket === null) return;
    const controller = new AbortController();
    let asking = false;
    const refresh = () => {
      if (asking) return; // A slow answer is not asked for twice.
      asking = true;
      fetchMessages(ticket, { signal: controller.signal })
        .then(
          (fetched) =>
            setLoaded((current) => ({
              ticket,
              messages: mergeMessages(current?.ticket === ticket ? (current.messages ?? []) : [], fetched),
              failed: false,
            })),
          (error: Error) => {
            if (controller.signal.aborted) return;
            console.error(error.message, error);
            setLoaded((current) =>
              current?.ticket === ticket && current.messages ? current : { ticket, messages: null, failed: true },
            );
          },
        )
        .finally(() => {
          asking = false;
        });
    };
    refresh();
    const stop = pollWhileVisible(refresh, SUPPORT_POLL_INTERVAL_MS);
    return () => {
      stop();
      controller.abort();
    };
  }, [ticket, fetchMessages]);

  /** Shows a message the shopper sent, if its ticket is still open. */
  const addMessage = useCallback(
    (to: number, message: TicketMessage) =>
      setLoaded((current) =>
        current?.ticket === to ? { ...current, messages: mergeMessages(current.messages ?? [], [message]) } : current,
      ),
    [],
  );

  const current = loaded?.ticket === ticket ? loaded : null;
  return { messages: current?.messages ?? null, failed: current?.failed ?? false, addMessage };
}
