import { copyText } from './copy-text';

/** jsdom has neither navigator.clipboard nor the copy command: each test gives what it needs. */
function setClipboard(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}
function setCopyCommand(command?: (name: string) => boolean) {
  Object.defineProperty(document, 'execCommand', { value: command, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it('writes through navigator.clipboard when it is there', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    const command = jest.fn(() => true);
    setClipboard(writeText);
    setCopyCommand(command);
    await expect(copyText('WELCOME25')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('WELCOME25');
    expect(command).not.toHaveBeenCalled();
  });

  it('falls back to the copy command on a hidden box (plain http, or the clipboard refused), then removes the box and gives focus back', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    let copied = '';
    setClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    setCopyCommand((name) => {
      // The command copies the selection: the focused box's selected text.
      const box = document.activeElement as HTMLTextAreaElement;
      copied = name === 'copy' ? box.value.slice(box.selectionStart, box.selectionEnd) : '';
      return true;
    });
    await expect(copyText('FREESTORY')).resolves.toBe(true);
    expect(copied).toBe('FREESTORY');
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('answers false when neither way works', async () => {
    setClipboard(undefined);
    setCopyCommand(() => false);
    await expect(copyText('STORY10')).resolves.toBe(false);
    setCopyCommand(undefined);
    await expect(copyText('STORY10')).resolves.toBe(false);
  });
});
