import type { FastifyInstance } from 'fastify';
import type { InitialState } from '@shop/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { findSessionUser } from '../auth/repository';
import * as content from '../content/repository';
import { listLeadTimePrices } from '../lead-times/repository';
import { listWishlist } from '../wishlist/repository';
import { ping } from './repository';

// The site as a whole: whether it is up, its clock, and the first load's state (the shell's /api/initiate).

const serverSeconds = () => Math.floor(Date.now() / 1000);

export default async function siteStateRoutes(app: FastifyInstance) {
  app.get('/health', async (request) => {
    try {
      await ping(app.db);
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
      listLeadTimePrices(app.db),
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

  app.get('/time', () => ({ time: serverSeconds() }));
}
