import type { FastifyInstance } from 'fastify';
import { EditableTextStruct, type EditableTextResponseStruct, type InitialState } from '@shop/shared/contracts';
import type { Infer } from 'superstruct';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { SLUG_PATTERN } from '../../lib/slug';
import { validate } from '../../lib/validate';
import { findSessionUser } from '../auth/repository';
import { listWishlist } from '../wishlist/repository';
import * as content from './repository';

const serverSeconds = () => Math.floor(Date.now() / 1000);

export const UNKNOWN_TEXT = 'There is no editable text by this name.';

export default async function contentRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.get('/health', async (request) => {
    try {
      await content.ping(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'database check failed');
      throw new HttpError(503, 'Database unavailable');
    }
    return { status: 'ok' };
  });

  app.get('/initiate', async (request): Promise<InitialState> => {
    const [user, categories, navigation, texts, filterParams, leadTimePrices, wishlist] = await Promise.all([
      // The signed-in user of the request's token (without the token), or null.
      request.user ? findSessionUser(app.db, request.user.id) : undefined,
      content.listCategories(app.db),
      content.listNavigation(app.db),
      content.listEditableTexts(app.db),
      content.getFilterParams(app.db),
      content.listLeadTimePrices(app.db),
      request.user ? listWishlist(app.db, request.user.id) : [],
    ]);
    return {
      user: user ?? null,
      categories,
      navigation,
      texts,
      filterParams,
      leadTimePrices,
      wishlist,
      time: serverSeconds(),
    };
  });

  // Texts are seeded at every start; this only restores a known one that was removed, always with the server's default.
  app.post('/editable-text', async (request): Promise<Infer<typeof EditableTextResponseStruct>> => {
    await app.rateLimit({ rule: config.rateLimits.editableTextPerIp, key: request.ip }, 'definedName');
    const { definedName } = validate(EditableTextStruct, request.body);
    if (!content.isKnownTextName(definedName)) throw new HttpError(404, UNKNOWN_TEXT, 'definedName');
    return { data: await content.ensureEditableText(app.db, definedName) };
  });

  app.get('/faq', () => content.listFaq(app.db));

  app.get('/about', () => content.listAboutSections(app.db));

  app.get<{ Params: { slug: string } }>('/pages/:slug', async (request) => {
    const { slug } = request.params;
    const page = SLUG_PATTERN.test(slug) ? await content.findPage(app.db, slug) : undefined;
    if (!page) throw new HttpError(404, 'Page not found');
    return page;
  });

  app.get('/reviews', () => content.listReviews(app.db));

  app.get('/time', () => ({ time: serverSeconds() }));
}
