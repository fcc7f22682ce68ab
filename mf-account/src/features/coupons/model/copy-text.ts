/**
 * Puts the text on the clipboard; answers whether it worked. navigator.clipboard needs a secure context (https or
 * localhost) and may be refused; then the older copy command on a hidden text box, which works over plain http too.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, document not focused): try the copy command below.
  }
  return copyWithCommand(text);
}

function copyWithCommand(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const box = document.createElement('textarea');
  box.value = text;
  box.setAttribute('readonly', '');
  box.style.position = 'fixed';
  box.style.opacity = '0';
  document.body.append(box);
  const focused = document.activeElement;
  box.focus();
  box.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    box.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}
