import { readdirSync } from 'node:fs';
import { remoteForPath, type RemotesMap } from '@shop/shared/contracts';

/**
 * The shell's own chunks (everything in its build but the entry, which the page already names). The shell does not
 * split its pages, so every chunk is needed on every first load; naming them up front turns the entry → bootstrap →
 * shared-modules waterfall into one round of parallel downloads.
 */
export function listShellChunks(distDir: string): string[] {
  return readdirSync(distDir)
    .filter((name) => /\.(js|css)$/.test(name) && !name.startsWith('main.'))
    .sort();
}

/** Public data the shell's own pages fetch first; preloading it overlaps the request with the scripts' download. */
const PAGE_DATA: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^\/faq$/, () => '/api/faq'],
  [/^\/about-us$/, () => '/api/about'],
  [/^\/pages\/([a-z0-9-]+)$/, (match) => `/api/pages/${match[1]}`],
];

/**
 * Link tags for a page: the shell's chunks, its data, and a warm connection plus the manifest of the owning remote.
 * A page rendered on the server has its data already (and its CSS inline; the shell's chunks still load theirs).
 */
export function pageHints(pathname: string, map: RemotesMap, shellChunks: string[], serverRendered = false): string {
  const links = shellChunks.map((file) =>
    file.endsWith('.css') ? `<link rel="preload" href="/${file}" as="style">` : `<link rel="preload" href="/${file}" as="script">`,
  );
  for (const [pattern, dataUrl] of serverRendered ? [] : PAGE_DATA) {
    const match = pathname.match(pattern);
    // The API client's fetch is same-origin with same-origin credentials, which is what crossorigin (anonymous) means.
    if (match) links.push(`<link rel="preload" href="${dataUrl(match)}" as="fetch" crossorigin>`);
  }
  const remote = remoteForPath(pathname);
  if (remote) {
    const manifest = new URL(map[remote]);
    // Two warm connections: the manifest is a CORS fetch without credentials, the remote's scripts and stylesheets are
    // plain (credentialed) loads, and the browser keeps those on separate connections.
    links.push(`<link rel="preconnect" href="${manifest.origin}" crossorigin>`);
    links.push(`<link rel="preconnect" href="${manifest.origin}">`);
    // The federation runtime fetches the manifest with fetch() (cors, same-origin credentials) = crossorigin anonymous.
    links.push(`<link rel="preload" href="${manifest.href}" as="fetch" crossorigin>`);
  }
  return links.join('');
}
