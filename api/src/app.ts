import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { answerCacheServer } from '@shop/shared/server/answer-cache';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { JSON_BODY_LIMIT, type Config } from './config';
import type { Database } from './db/client';
import authPlugin from './plugins/auth';
import backgroundPlugin from './plugins/background';
import dbPlugin from './plugins/db';
import errorsPlugin, { answerError } from './plugins/errors';
import jsonBodyPlugin from './plugins/json-body';
import jobsPlugin from './plugins/jobs';
import { apiLogger, RequestLogController, safeRequestLog } from './plugins/logging';
import mailPlugin, { type MailTransport } from './plugins/mail';
import privateAnswersPlugin from './plugins/private-answers';
import publicAnswersPlugin, { clientAddress, createPublicAnswers, KeptAnswerLog } from './plugins/public-answers';
import rateLimitPlugin, { type RateLimitStore } from './plugins/rate-limit';
import securityHeadersPlugin from './plugins/security-headers';
import storagePlugin from './plugins/storage';
import accountRoutes from './modules/account/routes';
import type { OwnedFilesQuery } from './modules/account/owned-data';
import authRoutes from './modules/auth/routes';
import siteRoutes from './modules/auth/site-routes';
import { createSocialClients, type SocialClients } from './modules/auth/social-providers';
import cartRoutes from './modules/cart/routes';
import catalogRoutes from './modules/catalog/routes';
import contentRoutes from './modules/content/routes';
import couponRoutes from './modules/coupons/routes';
import { corsDelegator, refuseForeignWrites } from './modules/marketplace/cors';
import marketplaceRoutes from './modules/marketplace/routes';
import mediaRoutes from './modules/media/routes';
import orderRoutes from './modules/orders/routes';
import paymentRoutes from './modules/payments/routes';
import reviewRoutes from './modules/reviews/routes';
import siteStateRoutes from './modules/site/routes';
import staffRoutes from './modules/staff/routes';
import supportRoutes from './modules/support/routes';
import uploadsPlugin from './modules/uploads/index';
import videoJobs from './modules/video/jobs';
import staffVideoRoutes from './modules/video/staff-routes';
import videoRoutes from './modules/video/routes';
import wishlistRoutes from './modules/wishlist/routes';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Stand-ins for tests; by default each comes from the config. */
  socialClients?: SocialClients;
  rateLimitStore?: RateLimitStore;
  mailTransport?: MailTransport;
  ownedFiles?: OwnedFilesQuery[];
}

export function buildApp({ config, database, logger = apiLogger(config.logLevel), ...stand }: AppOptions): FastifyInstance {
  const publicAnswers = createPublicAnswers();
  const keptAnswers = new KeptAnswerLog(() => app.log, clientAddress(config.trustProxy));
  const app: FastifyInstance = Fastify({
    // Public answers kept by plugins/public-answers are given before Fastify runs, and counted in the log (0027).
    serverFactory: answerCacheServer(publicAnswers, (...hit) => keptAnswers.record(...hit)),
    logger: typeof logger === 'object' && logger !== null ? { ...logger, serializers: { ...logger.serializers, req: safeRequestLog } } : logger,
    logController: new RequestLogController(),
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors: answerError,
    trustProxy: config.trustProxy,
  });

  app.addHook('onClose', async () => keptAnswers.close());
  app.register(errorsPlugin);
  app.register(jsonBodyPlugin);
  app.register(securityHeadersPlugin, {
    // Answers are JSON and media, never pages: nothing may run, only images and video may load. The headers that only
    // mean something for a page (opener, agent cluster, and those only old browsers read) are left off: they cost
    // every answer its share of writing them (0027); the one page, the local payment form, sets its own.
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], imgSrc: ["'self'"], mediaSrc: ["'self'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.register(cors, { delegator: corsDelegator(config) });
  app.addHook('onRequest', refuseForeignWrites(config));
  app.register(cookie);
  app.register(dbPlugin, { database });
  app.register(backgroundPlugin);
  app.register(jobsPlugin, { config, database });
  app.register(rateLimitPlugin, { redisUrl: config.redisUrl, ...(stand.rateLimitStore ? { store: stand.rateLimitStore } : {}) });
  app.register(mailPlugin, { config: config.mail, ...(stand.mailTransport ? { transport: stand.mailTransport } : {}) });
  app.register(authPlugin, { idleMs: config.sessions.idleMs });
  app.register(privateAnswersPlugin);
  app.register(publicAnswersPlugin, { cache: publicAnswers });
  app.register(storagePlugin, { config });
  app.register(uploadsPlugin, { config });
  app.register(videoJobs, { config });

  app.register(siteStateRoutes, { prefix: '/api' });
  app.register(contentRoutes, { prefix: '/api', config });
  app.register(reviewRoutes, { prefix: '/api' });
  app.register(mediaRoutes, { prefix: '/api' });
  app.register(authRoutes, { prefix: '/api', config });
  app.register(accountRoutes, { prefix: '/api', config, ...(stand.ownedFiles ? { ownedFiles: stand.ownedFiles } : {}) });
  app.register(siteRoutes, { prefix: '/auth', config, socialClients: stand.socialClients ?? createSocialClients(config) });
  app.register(catalogRoutes, { prefix: '/api', cacheTtlMs: config.catalogCacheTtlMs });
  app.register(wishlistRoutes, { prefix: '/api' });
  app.register(cartRoutes, { prefix: '/api', config });
  app.register(couponRoutes, { prefix: '/api' });
  app.register(marketplaceRoutes, { prefix: '/api', config });
  app.register(orderRoutes, { prefix: '/api', config });
  app.register(paymentRoutes, { prefix: '/api', config });
  app.register(supportRoutes, { prefix: '/api', config });
  app.register(staffRoutes, { prefix: '/api', config });
  app.register(staffVideoRoutes, { prefix: '/api', config });
  app.register(videoRoutes, { prefix: '/video-story', config });
  return app;
}
