import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Hands the database to every module. Its owner (server.ts or a test) opens, migrates and closes it. */
async function db(app: FastifyInstance, { database }: { database: Database }) {
  app.decorate('db', database.db);
}

export default fp(db, { name: 'db' });
