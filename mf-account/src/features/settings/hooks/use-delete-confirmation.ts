import {
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { DELETE_ACCOUNT_PHRASE, deleteAccount, isApiError, signedOut, useNavigate } from '@shop/shared';
import { serverMessage } from '@shop/shared/forms';

export const DELETE_FAILED = 'Failed to delete account. Please try again.';
export const DELETE_ERROR = 'An error occurred while deleting your account. Please try again.';

/** The server's message for an answer, its fallback for an answer without one, the error text when none came. */
export function deleteFailureText(error: unknown): string {
  return isApiError(error) ? (serverMessage(error) ?? DELETE_FAILED) : DELETE_ERROR;
}

const isPasteShortcut = (event: KeyboardEvent) =>
  ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'v') || (event.shiftKey && event.key === 'Insert');

const block = (event: { preventDefault(): void }) => event.preventDefault();

/**
 * The typed confirmation of Settings → Delete Account (accounts §2): the phrase must be typed, a character at a time
 * (no paste, no paste shortcut, no context menu, no drop, never more than one character more per change, never
 * longer than the phrase). Deletion starts by itself when the text equals the phrase; on success the user is
 * forgotten and goes home.
 */
export function useDeleteConfirmation() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function remove() {
    setDeleting(true);
    setAlert(null);
    try {
      await deleteAccount({ password: DELETE_ACCOUNT_PHRASE });
    } catch (error) {
      setDeleting(false);
      setValue('');
      setAlert(deleteFailureText(error));
      return;
    }
    await navigate('/', { replace: true });
    signedOut();
  }

  const inputProps = {
    value,
    maxLength: DELETE_ACCOUNT_PHRASE.length,
    disabled: deleting,
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const next = event.target.value;
      if (deleting || next.length > DELETE_ACCOUNT_PHRASE.length || next.length > value.length + 1) return;
      setValue(next);
      if (next === DELETE_ACCOUNT_PHRASE) void remove();
    },
    onPaste: block as (event: ClipboardEvent<HTMLInputElement>) => void,
    onDrop: block as (event: DragEvent<HTMLInputElement>) => void,
    onContextMenu: block as (event: MouseEvent<HTMLInputElement>) => void,
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      if (isPasteShortcut(event)) event.preventDefault();
    },
  };

  return { inputProps, deleting, alert };
}
