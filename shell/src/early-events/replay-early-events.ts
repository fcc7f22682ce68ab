import { flushSync } from 'react-dom';

/** What the inline script of a server-rendered page (shell/server/early-events.ts) holds until React takes over. */
interface EarlyEvents {
  held: { type: string; target: EventTarget; submitter?: HTMLElement | null; at: number; init: MouseEventInit }[];
  /** Each field typed into, with its value then (a render before the replay may put React's old value back). */
  typed: Map<EventTarget, string>;
  /** Whether React has hydrated the element (the inline script's own test, so both agree). */
  hydrated(element: Element): boolean;
  /** True while a held event is sent again, so the inline script lets it through. */
  replaying: boolean;
  /** Set by the replay: the inline script calls it when it holds another event. */
  wake: (() => void) | null;
}

declare global {
  interface Window {
    __shopEarlyEvents?: EarlyEvents;
  }
}

/** How long a held event waits for its element to be hydrated before it is sent anyway. */
const HYDRATION_WAIT_MS = 10_000;
const RETRY_MS = 50;

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

function sendAgain({ type, target, submitter, init }: EarlyEvents['held'][number]): void {
  if (type === 'click') {
    target.dispatchEvent(
      new MouseEvent('click', { ...init, bubbles: true, cancelable: true, composed: true, button: 0 }),
    );
  } else if (type === 'submit' && target instanceof HTMLFormElement) {
    target.requestSubmit(
      submitter?.isConnected && (submitter as HTMLButtonElement).form === target ? submitter : undefined,
    );
  }
}

/**
 * Starts replaying, once the layout is hydrated, what the shopper did on the server's page before React took it over:
 * text typed into fields first, then the clicks and submissions in their order. Each waits until its own element is
 * hydrated (a page's content hydrates after the layout), at most HYDRATION_WAIT_MS; what was done on an element a
 * fresh render replaced is dropped. Events held later (the content still hydrating) are replayed the same way.
 */
export function replayEarlyEvents(win: Window = window): void {
  const early = win.__shopEarlyEvents;
  if (!early || early.wake) return;
  const startedAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = (target: EventTarget, since: number) =>
    !(target instanceof Element) ||
    !target.isConnected ||
    early.hydrated(target) ||
    Date.now() - since >= HYDRATION_WAIT_MS;
  const replaying = (send: () => void) => {
    early.replaying = true;
    try {
      // Each step's updates are rendered before the next: a click's handler sees the text typed before it.
      flushSync(send);
    } finally {
      early.replaying = false;
    }
  };

  const run = () => {
    timer = undefined;
    for (const [field, value] of early.typed) {
      if (!ready(field, startedAt)) return void (timer = setTimeout(run, RETRY_MS));
      early.typed.delete(field);
      if (field instanceof Node && field.isConnected) replaying(() => announceTypedValue(field, value));
    }
    for (let next = early.held[0]; next; next = early.held[0]) {
      if (!ready(next.target, next.at)) return void (timer = setTimeout(run, RETRY_MS));
      early.held.shift();
      if (next.target instanceof Node && next.target.isConnected) replaying(() => sendAgain(next));
    }
  };
  early.wake = () => {
    timer ??= setTimeout(run, 0);
  };
  run();
}
