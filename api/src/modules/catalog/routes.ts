import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CatalogQueryStruct, PopularQueryStruct, PRODUCT_NOT_FOUND_MESSAGE } from '@shop/shared/contracts';
import { CATALOG_MAX_PAGE, CATALOG_MAX_PER_PAGE, SEARCH_KEYWORD_MAX_LENGTH, SORT_FIELDS, SORT_ORDERS } from '@shop/shared/constants';
import type { Failure } from 'superstruct';
import { HttpError } from '../../lib/http-error';
import { sendJson } from '../../lib/send-json';
import { SLUG_PATTERN } from '../../lib/slug';
import { TtlCache } from '../../lib/ttl-cache';
import { validate } from '../../lib/validate';
import * as catalog from './repository';

const FILTER_EXAMPLE = '{"price":{"operator":"between","value":[10,50]}}';

export const CATALOG_QUERY_MESSAGES = {
  _page: `_page must be a whole number from 1 to ${CATALOG_MAX_PAGE}`,
  _perPage: `_perPage must be a whole number from 1 to ${CATALOG_MAX_PER_PAGE}`,
  _limit: `_limit must be a whole number from 1 to ${CATALOG_MAX_PER_PAGE}`,
  _sort: `_sort must be one of ${SORT_FIELDS.join(', ')}`,
  _order: `_order must be ${SORT_ORDERS.join(' or ')}`,
  _filter: (failure: Failure) =>
    typeof failure.value === 'string'
      ? `_filter is not valid JSON; send an object such as ${FILTER_EXAMPLE}`
      : `_filter must be a JSON object such as ${FILTER_EXAMPLE}`,
  q: `q (the keyword) must be at most ${SEARCH_KEYWORD_MAX_LENGTH} characters`,
  seed: 'seed must be 1 to 64 characters',
};

/** Most distinct visitor answers kept (about 15 KB each for a 12-product page). */
const CACHE_ENTRIES = 500;

export interface CatalogRoutesOptions {
  /** How long a visitor's answer is reused for the same URL; 0 turns the cache off. */
  cacheTtlMs: number;
}

/**
 * The catalogue: public. Answers are built for visitors, the same for everyone, so they are kept for a few seconds
 * by URL (docs/decisions/0011): a hit skips validation and the database. A signed-in caller gets the same answer with
 * onWishlist/inCart set from one small query of their own.
 */
export default async function catalogRoutes(app: FastifyInstance, { cacheTtlMs }: CatalogRoutesOptions) {
  const cache = new TtlCache<string>(CACHE_ENTRIES, cacheTtlMs);
  const publicMaxAge = Math.floor(cacheTtlMs / 1000);

  /**
   * The visitor's answer from the cache or from `build` (which validates first: a hit skips that too), then the
   * caller's flags. `cacheable: false` keeps an answer out of the cache (a random draw without a seed).
   */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    build: () => { body: Promise<string | undefined>; cacheable?: boolean },
  ) => {
    let body = cache.get(request.url);
    let cacheable = true;
    if (body === undefined) {
      const fresh = build();
      body = await fresh.body;
      if (body === undefined) throw new HttpError(404, PRODUCT_NOT_FOUND_MESSAGE);
      cacheable = fresh.cacheable !== false;
      if (cacheable) cache.set(request.url, body);
    }
    if (request.user) return sendJson(reply, await catalog.withUserFlags(app.db, body, request.user.id));
    // A visitor's answer may be kept as long by the shell, the API's own public-answer cache and browsers (0027); a
    // request with a token is answered privately (plugins/private-answers), so a stored visitor answer never meets it.
    if (cacheable && publicMaxAge > 0 && !request.headers.authorization) {
      reply.header('cache-control', `public, max-age=${publicMaxAge}`).header('vary', 'authorization');
    }
    return sendJson(reply, body);
  };

  app.get('/catalog', (request, reply) =>
    answer(request, reply, () => {
      const query = validate(CatalogQueryStruct, request.query, CATALOG_QUERY_MESSAGES);
      // Random without a seed is a new draw on every call.
      return { body: catalog.catalogPageJson(app.db, query), cacheable: query._sort !== 'random' || query.seed !== undefined };
    }),
  );

  app.get('/catalog/popular', (request, reply) => {
    const query = validate(PopularQueryStruct, request.query, {
      categories: 'categories must be a comma-separated list of category ids',
      limit: `limit must be a whole number from 1 to ${CATALOG_MAX_PER_PAGE}`,
    });
    return answer(request, reply, () => ({ body: catalog.popularJson(app.db, query) }));
  });

  app.get<{ Params: { slug: string } }>('/catalog/:slug', (request, reply) => {
    const { slug } = request.params;
    if (!SLUG_PATTERN.test(slug)) throw new HttpError(404, PRODUCT_NOT_FOUND_MESSAGE);
    return answer(request, reply, () => ({ body: catalog.productBySlugJson(app.db, slug) }));
  });
}
