import { useSyncExternalStore } from 'react';

// Whether a pointer press is under way: from the pointer going down until the click it makes has been handled. A
// field's error that first shows in that time waits for the end of it (fields.tsx). Shown at once, the error line of
// the field the press had just left (the press itself moves the focus) pushed what was pressed down before the press
// ended, so the click missed it: a submit button's first click did nothing, and so would a radio's or Show password's.

/** How long after the pointer is lifted the press waits for its click (a touch's click follows its tap gesture). */
const CLICK_WAIT_MS = 1000;

let pressed = false;
let clickWait: ReturnType<typeof setTimeout> | undefined;
let ending: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (pressed === value) return;
  pressed = value;
  for (const listener of listeners) listener();
}

function stopTimers(): void {
  clearTimeout(clickWait);
  clearTimeout(ending);
}

/** A main-button press only: a right click opens a menu and its release may never reach the page. */
function onPointerDown(event: PointerEvent): void {
  if (!event.isPrimary || event.button !== 0) return;
  stopTimers();
  set(true);
}

function onPointerUp(): void {
  if (!pressed) return;
  clearTimeout(clickWait);
  clickWait = setTimeout(end, CLICK_WAIT_MS);
}

/** After the click's own handlers (and a submit it starts) have run. */
function end(): void {
  stopTimers();
  ending = setTimeout(() => set(false), 0);
}

/** The press is over whatever came of it: the keyboard is in use, a drag began, the window lost the focus. */
function endNow(): void {
  stopTimers();
  set(false);
}

// Capture phase: the press is known before anything the pointer down does (the shell blurs inputs on it).
const LISTENERS = [
  ['pointerdown', onPointerDown],
  ['pointerup', onPointerUp],
  ['pointercancel', end],
  ['click', end],
  ['keydown', endNow],
  ['dragstart', endNow],
  ['contextmenu', endNow],
] as const;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    for (const [type, handler] of LISTENERS) document.addEventListener(type, handler as EventListener, true);
    window.addEventListener('blur', endNow);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    for (const [type, handler] of LISTENERS) document.removeEventListener(type, handler as EventListener, true);
    window.removeEventListener('blur', endNow);
    stopTimers();
    pressed = false;
  };
}

/** True while a pointer press is under way (see above); false on the server. */
export function usePointerPressed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  );
}
