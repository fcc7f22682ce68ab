import type { FastifyInstance } from 'fastify';
import { EditableTextStruct, type EditableTextResponseStruct } from '@shop/shared/contracts';
import type { Infer } from 'superstruct';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { addressKey } from '../../plugins/rate-limit';
import { SLUG_PATTERN } from '../../lib/slug';
import { validate } from '../../lib/validate';
import * as content from './repository';

export const UNKNOWN_TEXT = 'There is no editable text by this name.';

/** The shop's texts and pages: editable texts, FAQ, about sections, content pages (the site's state: site/routes.ts). */
export default async function contentRoutes(app: FastifyInstance, { config }: { config: Config }) {
  // Texts are seeded at every start; this only restores a known one that was removed, always with the server's default.
  app.post('/editable-text', async (request): Promise<Infer<typeof EditableTextResponseStruct>> => {
    await app.rateLimit({ rule: config.rateLimits.editableTextPerIp, key: addressKey(request.ip) }, 'definedName');
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
}
