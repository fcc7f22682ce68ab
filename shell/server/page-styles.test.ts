/** @jest-environment node */
import { parseStylesheet, stylesForPage, topLevelRules } from './page-styles';

describe('topLevelRules', () => {
  it('splits a minified sheet into its rules, an @media block being one', () => {
    expect(topLevelRules('.a{color:red}@media (min-width:768px){.a{color:blue}.b{margin:0}}.c{padding:0}')).toEqual([
      '.a{color:red}',
      '@media (min-width:768px){.a{color:blue}.b{margin:0}}',
      '.c{padding:0}',
    ]);
  });

  it('keeps statements and drops the source map comment at the end', () => {
    expect(topLevelRules('@layer base, page;.a{x:1}\n/*# sourceMappingURL=a.css.map*/')).toEqual([
      '@layer base, page;',
      '.a{x:1}',
    ]);
  });
});

describe('stylesForPage', () => {
  const frame = parseStylesheet(':root{--space:4px}.frame{margin:0}');
  const card = parseStylesheet('.card{padding:var(--space)}.card-title{font-weight:700}');
  const cart = parseStylesheet('.cart-row{display:grid}');
  const global = parseStylesheet('@keyframes spin{to{transform:rotate(1turn)}}');

  it('takes the frame always, a chunk whose classes the markup uses, and a chunk that names no class', () => {
    const css = stylesForPage('<div class="frame"><article class="x card">…</article></div>', [frame], [card, cart, global]);
    expect(css).toContain('.frame{margin:0}');
    expect(css).toContain('.card{padding:var(--space)}');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('.cart-row');
  });

  it('writes a rule that two chunks share once', () => {
    const catalogue = parseStylesheet('.card{padding:var(--space)}.grid{display:grid}');
    const css = stylesForPage('<p class="card grid"></p>', [], [card, catalogue]);
    expect(css.match(/\.card\{padding/g)).toHaveLength(1);
    expect(css).toContain('.grid{display:grid}');
  });

  it('cannot end the <style> element early', () => {
    const sheet = parseStylesheet('.a::after{content:"</style><script>"}');
    expect(stylesForPage('', [sheet], [])).not.toContain('</style');
  });
});
