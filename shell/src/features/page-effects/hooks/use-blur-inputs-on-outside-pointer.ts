import { useEffect } from 'react';

const isTextInput = (element: Element | null): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

const outsideInputs = (target: EventTarget | null) => !(target instanceof Element && target.closest('input, textarea'));

/**
 * A click (pointer down) outside any input or textarea takes the focus away from the focused one (storefront §2). On
 * a submit button it waits for the click: leaving a field shows its error at once, and the error line pushed the
 * button down before the press ended, so the click missed it and the form was not sent (FormElement keeps the focus
 * where it is until then).
 */
export function useBlurInputsOnOutsidePointer(): void {
  useEffect(() => {
    const blurFocusedInput = (event: PointerEvent) => {
      const focused = document.activeElement;
      if (!isTextInput(focused) || !outsideInputs(event.target)) return;
      const onSubmitButton = event.target instanceof Element && event.target.closest('button[type="submit"]');
      if (!onSubmitButton) {
        focused.blur();
        return;
      }
      const blurOnClick = (click: MouseEvent) => {
        if (document.activeElement === focused && outsideInputs(click.target)) focused.blur();
      };
      document.addEventListener('click', blurOnClick, { once: true });
    };
    document.addEventListener('pointerdown', blurFocusedInput);
    return () => document.removeEventListener('pointerdown', blurFocusedInput);
  }, []);
}
