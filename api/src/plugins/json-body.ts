import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

/**
 * The deepest body any call takes is four levels (a cart merge: items, an item, its captions, a caption); this leaves
 * room. A deeper body is refused before validation, whose error text would walk it and overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_TEXTS = {
  tooDeep: `JSON body is nested too deeply; at most ${MAX_JSON_DEPTH} levels`,
  // PostgreSQL stores neither in text, and jsonb refuses both: refused here with the field, not failed at the write.
  badText: (field: string) => `Invalid ${field}: text must not contain NUL characters or unpaired surrogates`,
} as const;

// With the u flag a surrogate pair is one code point, so \p{Cs} matches only an unpaired half.
const UNPAIRED_SURROGATE = /\p{Cs}/u;
const isStorableText = (text: string) => !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);

const badText = (path: readonly string[]) => new HttpError(400, JSON_TEXTS.badText(path.join('.')), path.join('.'));

/**
 * The first thing in a parsed body that no call can take: too deep, or a text PostgreSQL cannot store. `path` is the
 * key path walked so far (one array, pushed and popped: every JSON body passes here).
 */
export function checkJsonBody(value: unknown, path: string[] = []): HttpError | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : badText(path);
  if (typeof value !== 'object' || value === null) return undefined;
  if (path.length >= MAX_JSON_DEPTH) return new HttpError(400, JSON_TEXTS.tooDeep);
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    path.push(key);
    const problem = isStorableText(key) ? checkJsonBody((value as Record<string, unknown>)[key], path) : badText(path);
    path.pop();
    if (problem) return problem;
  }
  return undefined;
}

/** JSON bodies are parsed as Fastify does (prototype poisoning refused), then checked by checkJsonBody. */
async function jsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const problem = checkJsonBody(value);
      if (problem) return done(problem, undefined);
      done(null, value);
    });
  });
}

export default fp(jsonBody, { name: 'json-body' });
