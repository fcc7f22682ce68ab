/** @jest-environment node */
import { pageHints } from './page-hints';
import { localRemotesMap } from '@shop/shared/apps';

const map = localRemotesMap();

describe('page hints', () => {
  it('preloads the shell chunks and warms up the remote that owns the page', () => {
    const hints = pageHints('/catalog', map, ['173.abcdef12.js', '633.abcdef12.css']);
    expect(hints).toContain('<link rel="preload" href="/173.abcdef12.js" as="script">');
    expect(hints).toContain('<link rel="preload" href="/633.abcdef12.css" as="style">');
    expect(hints).toContain('<link rel="preconnect" href="http://localhost:3001" crossorigin>');
    expect(hints).toContain('<link rel="preconnect" href="http://localhost:3001">');
    expect(hints).toContain('<link rel="preload" href="http://localhost:3001/mf-manifest.json" as="fetch" crossorigin>');
    expect(hints).not.toContain('3002');
  });

  it('preloads the data of the shell’s own content pages and no remote for them', () => {
    expect(pageHints('/pages/terms-of-service', map, [])).toBe('<link rel="preload" href="/api/pages/terms-of-service" as="fetch" crossorigin>');
    expect(pageHints('/faq', map, [])).toContain('href="/api/faq"');
    expect(pageHints('/about-us', map, [])).toContain('href="/api/about"');
  });

  it('names nothing for an unknown path or a slug that is not a slug', () => {
    expect(pageHints('/no-such-page', map, [])).toBe('');
    expect(pageHints('/pages/"><script>', map, [])).toBe('');
  });
});
