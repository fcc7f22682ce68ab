// The CSS a page rendered on the server needs for its first paint, put in its HTML. Only the rules its markup uses:
// the stylesheets themselves (the shell's chunks, the remote's) load with the scripts, before anything can change
// the markup, so states that come later (an opened menu) are styled by then.

/** A stylesheet split into its top-level rules (an @media block is one). */
export interface Stylesheet {
  rules: readonly string[];
}

const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;
const HTML_CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
// Grouping at-rules hold rules; others (@keyframes, @font-face, @layer a, b;) are kept as they are.
const GROUPING_AT_RULE = /^@(media|supports|container|layer)\b/;

export function parseStylesheet(css: string): Stylesheet {
  return { rules: topLevelRules(css) };
}

/** A stylesheet's top-level rules and at-rules (a @media block is one), as written. */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === '{') depth++;
    else if ((char === '}' && --depth === 0) || (char === ';' && depth === 0)) {
      rules.push(css.slice(start, index + 1).trim());
      start = index + 1;
    }
  }
  const rest = css.slice(start).trim();
  return rest && !rest.startsWith('/*') ? [...rules, rest] : rules;
}

/**
 * Whether one selector can match the markup: every class it requires is in it. Classes inside functional
 * pseudo-classes (:not(.disabled), :is(...)) are not required.
 */
function selectorMatches(selector: string, used: ReadonlySet<string>): boolean {
  const required = selector.replace(/\([^()]*\)/g, '');
  return Array.from(required.matchAll(CLASS_NAME), (match) => match[1]!).every((name) => used.has(name));
}

function usedPart(rule: string, used: ReadonlySet<string>): string | undefined {
  const open = rule.indexOf('{');
  if (open < 0) return rule; // a statement
  const prelude = rule.slice(0, open).trim();
  if (GROUPING_AT_RULE.test(prelude)) {
    const inner = topLevelRules(rule.slice(open + 1, -1)).flatMap((child) => usedPart(child, used) ?? []);
    return inner.length > 0 ? `${prelude}{${inner.join('')}}` : undefined;
  }
  if (prelude.startsWith('@')) return rule;
  // Commas inside parentheses belong to one selector: split outside them only.
  const selectors = prelude.replace(/\([^()]*\)/g, (group) => group.replace(/,/g, ' ')).split(',');
  return selectors.some((selector) => selectorMatches(selector, used)) ? rule : undefined;
}

/**
 * The CSS for a page's markup from the given stylesheets: the rules that can match it (and those that name no class),
 * each once (chunks repeat the CSS of modules they share), in order. Inside <style> only "</style" could end the
 * element early; CSS has no other reason to hold "</".
 */
export function stylesForPage(html: string, sheets: readonly Stylesheet[]): string {
  const used = new Set<string>();
  for (const [, names] of html.matchAll(HTML_CLASS_ATTRIBUTE)) for (const name of names!.split(/\s+/)) used.add(name);
  const rules = new Set(sheets.flatMap((sheet) => sheet.rules.flatMap((rule) => usedPart(rule, used) ?? [])));
  return [...rules].join('').replace(/<\//g, '<\\/');
}
