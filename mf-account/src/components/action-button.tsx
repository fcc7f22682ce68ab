import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from '@shop/shared';

/**
 * A button that can wait. While it cannot be pressed (`waiting`: an action or the form's submission runs, or what it
 * sends is empty) it is aria-disabled and ignores presses (a submit button's form is not sent) rather than `disabled`:
 * a disabled button loses focus (Chromium sends it to <body>), so the next Tab would start over from the top of the
 * page (as the checkout's Place Order).
 */
export function ActionButton({ waiting, onClick, ...props }: Omit<ButtonProps, 'disabled'> & { waiting: boolean }) {
  return (
    <Button
      {...props}
      aria-disabled={waiting || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (waiting) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
