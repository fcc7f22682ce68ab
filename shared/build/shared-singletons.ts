import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const versionOf = (pkg: string): string =>
  (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;

const singleton = (pkg: string) => ({ singleton: true, requiredVersion: `^${versionOf(pkg)}` });
const sharedVersion = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

// One copy of each in the page: React (and its subpaths such as react/jsx-runtime), the stores,
// and @shop/shared itself, which holds the atoms every part reads and writes and the one router (see src/router.ts).
export const sharedSingletons = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  nanostores: singleton('nanostores'),
  '@nanostores/react': singleton('@nanostores/react'),
  '@shop/shared': { singleton: true, version: sharedVersion, requiredVersion: `^${sharedVersion}` },
  // Forms (react-final-form inside) are their own shared module, loaded only by the parts that show a form.
  '@shop/shared/forms': { singleton: true, version: sharedVersion, requiredVersion: `^${sharedVersion}` },
};
