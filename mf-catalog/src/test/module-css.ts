import { readFileSync } from 'node:fs';

/** True when a media query of width conditions only ("(max-width: 767px)", joined by "and") holds at `width`. */
function holdsAt(mediaText: string, width: number): boolean {
  return mediaText.split(/\s+and\s+/).every((condition) => {
    const match = /^\((min|max)-width:\s*(\d+)px\)$/.exec(condition.trim());
    if (!match) return false;
    return match[1] === 'min' ? width >= Number(match[2]) : width <= Number(match[2]);
  });
}

const applied: HTMLStyleElement[] = [];

/**
 * Test helper: puts a CSS Module's rules in the page under the class names the tests give its elements (the names as
 * written, from identity-obj-proxy), so getComputedStyle reads them. jsdom lays nothing out and ignores @media, so the
 * blocks that hold at `width` (the window's by default) take their place in the file as plain rules.
 */
export function applyModuleCss(path: string, { width = window.innerWidth }: { width?: number } = {}): void {
  const style = document.createElement('style');
  style.textContent = readFileSync(path, 'utf8');
  document.head.append(style);
  applied.push(style);
  style.textContent = Array.from(style.sheet?.cssRules ?? [], (rule) =>
    rule instanceof CSSMediaRule
      ? holdsAt(rule.media.mediaText, width)
        ? Array.from(rule.cssRules, (inner) => inner.cssText).join('\n')
        : ''
      : rule.cssText,
  ).join('\n');
}

afterEach(() => {
  applied.splice(0).forEach((style) => style.remove());
});
