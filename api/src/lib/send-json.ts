import type { FastifyReply } from 'fastify';

/** Sends JSON text PostgreSQL built as is. */
export const sendJson = (reply: FastifyReply, body: string) => reply.type('application/json; charset=utf-8').send(body);
