/** A stylesheet's text and the class names its selectors name. */
export interface Stylesheet {
  css: string;
  classes: ReadonlySet<string>;
}

const CSS_CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const HTML_CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

export function parseStylesheet(css: string): Stylesheet {
  return { css, classes: new Set(Array.from(css.matchAll(CSS_CLASS), (match) => match[1]!)) };
}

/**
 * The CSS a page rendered on the server shows with, to put in its HTML: every one of the `always` sheets (the shell's
 * frame and design tokens), and those of the `candidates` (a remote's chunks) whose selectors name a class the markup
 * uses, or that name no class at all. A chunk a page needs later brings its own stylesheet when its code loads.
 */
export function stylesForPage(html: string, always: readonly Stylesheet[], candidates: readonly Stylesheet[]): string {
  const used = new Set<string>();
  for (const [, names] of html.matchAll(HTML_CLASS_ATTRIBUTE)) for (const name of names!.split(/\s+/)) used.add(name);
  const needed = candidates.filter(
    (sheet) => sheet.classes.size === 0 || [...sheet.classes].some((name) => used.has(name)),
  );
  // Chunks repeat the CSS of modules they share (the catalogue and category pages both hold the catalogue's): each
  // rule once, first place kept. Inside <style> only "</style" could end the element early; CSS has no other "</".
  const rules = new Set([...always, ...needed].flatMap((sheet) => topLevelRules(sheet.css)));
  return [...rules].join('').replace(/<\//g, '<\\/');
}

/** A stylesheet's top-level rules and at-rules (a @media block is one), as written. */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      rules.push(css.slice(start, index + 1).trim());
      start = index + 1;
    } else if (char === ';' && depth === 0) {
      // @charset, @import, @layer a, b;
      rules.push(css.slice(start, index + 1).trim());
      start = index + 1;
    }
  }
  const rest = css.slice(start).trim();
  return rest && !rest.startsWith('/*') ? [...rules, rest] : rules;
}
