import { useEffect } from 'react';

const isTextInput = (element: Element | null): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** A click (pointer down) outside any input or textarea takes the focus away from the focused one. */
export function useBlurInputsOnOutsidePointer(): void {
  useEffect(() => {
    const blurFocusedInput = (event: PointerEvent) => {
      const focused = document.activeElement;
      if (!isTextInput(focused)) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea')) return;
      focused.blur();
    };
    document.addEventListener('pointerdown', blurFocusedInput);
    return () => document.removeEventListener('pointerdown', blurFocusedInput);
  }, []);
}
