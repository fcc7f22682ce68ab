import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { JSON_BODY_LIMIT, type Config } from './config';
import type { Database } from './db/client';
import dbPlugin from './plugins/db';
import errorsPlugin, { answerError } from './plugins/errors';
import contentRoutes from './modules/content/routes';
import mediaRoutes from './modules/media/routes';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export function buildApp({ config, database, logger = { level: config.logLevel } }: AppOptions): FastifyInstance {
  const app = Fastify({ logger, bodyLimit: JSON_BODY_LIMIT, frameworkErrors: answerError });

  app.register(errorsPlugin);
  app.register(helmet, {
    // Answers are JSON and media, never pages: nothing may run, only images and video may load.
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], imgSrc: ["'self'"], mediaSrc: ["'self'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
  });
  app.register(cors, { origin: config.corsOrigins });
  app.register(dbPlugin, { database });

  app.register(contentRoutes, { prefix: '/api' });
  app.register(mediaRoutes, { prefix: '/api', mediaDir: config.mediaDir });
  return app;
}
