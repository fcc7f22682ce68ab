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
    expect(topLevelRules('@layer base, page;.a{x:1}\n/*# sourceMappingURL=a.css.map*/')).toEqual(['@layer base, page;', '.a{x:1}']);
  });
});

describe('stylesForPage', () => {
  const frame = parseStylesheet(':root{--space:4px}body{margin:0}.frame{margin:0}.menu-open .drawer{display:block}');
  const cards = parseStylesheet(
    '.card{padding:var(--space)}.card:not(.sold) .price{color:green}.cart-row{display:grid}' +
      '@media (min-width:768px){.card{padding:0}.cart-row{gap:0}}@media print{.cart-row{display:none}}' +
      '@keyframes spin{to{transform:rotate(1turn)}}',
  );
  const markup = '<div class="frame"><article class="x card"><p class="price">$1</p></article></div>';

  it('keeps the rules the markup can match, and those that name no class', () => {
    const css = stylesForPage(markup, [frame, cards]);
    expect(css).toBe(
      ':root{--space:4px}body{margin:0}.frame{margin:0}.card{padding:var(--space)}.card:not(.sold) .price{color:green}' +
        '@media (min-width:768px){.card{padding:0}}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('keeps a rule one of whose selectors matches', () => {
    const sheet = parseStylesheet('.drawer,.frame>.card{z-index:1}.a:is(.b,.c){x:1}');
    expect(stylesForPage(markup, [sheet])).toBe('.drawer,.frame>.card{z-index:1}');
  });

  it('writes a rule that two chunks share once', () => {
    const catalogue = parseStylesheet('.card{padding:var(--space)}.grid{display:grid}');
    const css = stylesForPage('<p class="card grid"></p>', [cards, catalogue]);
    expect(css.match(/\.card\{padding:var/g)).toHaveLength(1);
    expect(css).toContain('.grid{display:grid}');
  });

  it('cannot end the <style> element early', () => {
    const sheet = parseStylesheet('.a::after{content:"</style><script>"}');
    expect(stylesForPage('<i class="a"></i>', [sheet])).not.toContain('</style');
  });
});
