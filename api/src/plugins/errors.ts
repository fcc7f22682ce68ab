import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '@shop/shared/contracts';
import { JSON_BODY_LIMIT } from '../config';
import { HttpError } from '../lib/http-error';

/** Clearer words for Fastify's own 4xx errors. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but its content type is application/json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size does not match its Content-Length',
  FST_ERR_BAD_URL: 'Malformed URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URL parameter is too long',
};

/** One error shape for the whole API: `{ message, field? }`; 5xx details go to the log, never to the caller. */
async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // HttpErrors are deliberate answers; whoever throws one logs what the caller is not told.
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(body(error.message, error.field));
    }
    return answerError(error, request, reply);
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(body('Route not found')));
}

/** Answers every error that is not an HttpError; also the `frameworkErrors` option, as bad URLs fail before any route (and its error handler) is found. */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body('Internal server error'));
  }
  request.log.info({ err: error }, 'request rejected');
  if ('headers' in error && error.headers) reply.headers(error.headers as Record<string, string>);
  return reply.code(status).send(body(clientMessage(error, status)));
}

function clientMessage(error: FastifyError, status: number): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return `Request body is too large; the limit is ${JSON_BODY_LIMIT / 1024} KB`;
  return (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message || STATUS_CODES[status] || 'Bad request';
}

const body = (message: string, field?: string): ApiErrorBody => (field ? { message, field } : { message });

export default fp(errors, { name: 'errors' });
