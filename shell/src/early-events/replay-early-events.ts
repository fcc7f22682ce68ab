import { flushSync } from 'react-dom';

/** What the inline script of a server-rendered page (shell/server/early-events.ts) held before hydration. */
interface EarlyEvents {
  held: { type: string; target: EventTarget; submitter?: HTMLElement | null; init: MouseEventInit }[];
  /** Each field typed into, with its value then (a render before the replay may put React's old value back). */
  typed: Map<EventTarget, string>;
  stop(): void;
}

declare global {
  interface Window {
    __shopEarlyEvents?: EarlyEvents;
  }
}

/**
 * Makes React see a field's value the shopper typed before hydration: React compares the DOM's value with the one it
 * last tracked (set at hydration from the DOM, so equal), so the tracked value is moved first, then the typed one put
 * back through the element's prototype setter, and the event React listens to is sent.
 */
function announceTypedValue(field: EventTarget, typed: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = typed;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const isText =
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'file', 'submit', 'button', 'reset'].includes(field.type));
  if (!isText) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!setValue) return;
  field.value = typed === '' ? ' ' : '';
  setValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Replays, once the page is hydrated, what the shopper did before: text typed into fields, then the clicks and
 * submissions in their order, each on its own element if that is still in the page (a page React had to draw afresh
 * has new elements; what was done on the old ones is dropped). Runs once; later events reach React directly.
 */
export function replayEarlyEvents(win: Window = window): void {
  const early = win.__shopEarlyEvents;
  if (!early) return;
  delete win.__shopEarlyEvents;
  early.stop();
  // Each step's updates are rendered before the next: a click's handler sees the text typed before it.
  for (const [field, value] of early.typed)
    if (field instanceof Node && field.isConnected) flushSync(() => announceTypedValue(field, value));
  for (const { type, target, submitter, init } of early.held) {
    if (!(target instanceof Node) || !target.isConnected) continue;
    flushSync(() => {
      if (type === 'click') {
        target.dispatchEvent(
          new MouseEvent('click', { ...init, bubbles: true, cancelable: true, composed: true, button: 0 }),
        );
      } else if (type === 'submit' && target instanceof HTMLFormElement) {
        target.requestSubmit(
          submitter?.isConnected && (submitter as HTMLButtonElement).form === target ? submitter : undefined,
        );
      }
    });
  }
}
