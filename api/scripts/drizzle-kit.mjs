// npm placed drizzle-kit in the root node_modules and drizzle-orm in api/node_modules, where drizzle-kit cannot
// find it. This runs drizzle-kit with drizzle-orm resolved from api/ for both its require() and import() calls.
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const apiDir = new URL('../', import.meta.url);
process.env.NODE_PATH = new URL('node_modules', apiDir).pathname;
Module._initPaths();
register(
  `data:text/javascript,${encodeURIComponent(`
    export function resolve(specifier, context, next) {
      const fromApi = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
      return next(specifier, fromApi ? { ...context, parentURL: ${JSON.stringify(apiDir.href)} } : context);
    }`)}`,
);
const kitDir = path.dirname(createRequire(apiDir).resolve('drizzle-kit'));
await import(pathToFileURL(path.join(kitDir, 'bin.cjs')).href);
