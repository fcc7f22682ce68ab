import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { Button, SUPPORT_MESSAGE_MAX_LENGTH, VisuallyHidden } from '@shop/shared';
import styles from './message-composer.module.css';

export type MessageComposerProps = {
  text: string;
  onTextChange: (text: string) => void;
  onSend: () => void;
  sending: boolean;
  placeholder: string;
};

/**
 * The 2-row message box and its send button, disabled while sending or while the text is blank. Enter makes a new line
 * (a message may have several); the button sends, and Ctrl+Enter or ⌘+Enter send from the keyboard. The button is
 * aria-disabled (a press is ignored by `submit`) rather than `disabled`: a disabled button loses focus (Chromium sends
 * it to <body>) as soon as the sent text is cleared.
 */
export function MessageComposer({ text, onTextChange, onSend, sending, placeholder }: MessageComposerProps) {
  const fieldId = useId();
  const canSend = !sending && text.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };
  const sendOnModifiedEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <VisuallyHidden>
        <label htmlFor={fieldId}>Message</label>
      </VisuallyHidden>
      <textarea
        id={fieldId}
        className={styles.field}
        rows={2}
        value={text}
        placeholder={placeholder}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={sendOnModifiedEnter}
      />
      <Button
        type="submit"
        aria-disabled={!canSend || undefined}
        aria-busy={sending || undefined}
        className={styles.send}
      >
        Send
      </Button>
    </form>
  );
}
