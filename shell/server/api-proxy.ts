import { Agent, request as httpRequest, type ClientRequestArgs, type IncomingHttpHeaders } from 'node:http';
import { Socket, type TcpNetConnectOpts } from 'node:net';
import type { Duplex, Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerCache } from '@shop/shared/server/answer-cache';

/** The API being down is a 502 with the API's error shape, not the proxy's internals. */
export const API_UNAVAILABLE = { message: 'The shop server is unavailable. Please try again.' };

const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** API answers up to this long are read whole before they go on (see sendAnswer). */
const WHOLE_ANSWER_BYTES = 64 * 1024;
// The connection's own headers (RFC 9110 §7.6.1), never forwarded; `expect` too: the shell has answered it already.
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
];
/**
 * Asked of the API on every proxied request: its answers uncompressed, because the shell compresses for its clients
 * itself and keeps public answers only as they are (the API compresses its kept answers for clients that reach it
 * straight).
 */
const PROXIED = { 'accept-encoding': 'identity' };
/**
 * How long the rest of a body is read (and dropped) after the API answered before it ended, so that the client reads
 * the answer instead of a reset (nginx's lingering close). A client still sending after that is disconnected.
 */
export const LINGER_MS = 30_000;

export interface ApiProxyOptions {
  upstream: string;
  prefixes: string[];
  /** Where the API's public answers are kept for the shell's server to answer again (shared/server/answer-cache). */
  answers: AnswerCache;
}

/**
 * The API under the shell's origin: every request forwarded as it comes (a body piped as it arrives), every answer
 * passed on, a public one kept (see `answers`). One forwarder of our own for every method, rather than
 * @fastify/http-proxy (which served requests without a body until 2026-11-26, at the same CPU per request), because
 * that one could not carry bodies: the API may refuse one before reading it (413 on its length alone), then close the
 * connection, which resets it as the body is still coming; the proxy's next write failed, it answered 502 instead of
 * the 413 already on its way, and left the client's connection stalled on the body nobody read.
 */
export async function apiProxy(app: FastifyInstance, { upstream, prefixes, answers }: ApiProxyOptions): Promise<void> {
  // Bodies are left unread here: the handler forwards them as they arrive.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  // Kept-alive connections are let go before the API's idle timeout (Node's agent then follows its keep-alive hint).
  const agent = new ApiAgent({ keepAlive: true, timeout: 60_000 });
  app.addHook('onClose', async () => agent.destroy());
  // Parsed once: every proxied request is checked against it.
  const upstreamUrl = new URL(upstream);
  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    const target = apiTarget(request.url, upstreamUrl, prefixes);
    if (!target) return void reply.code(400).send({ message: 'Malformed URL' });
    forward(request, reply, target, agent, answers);
  };
  for (const prefix of prefixes) {
    for (const url of [prefix, `${prefix}/*`]) {
      // Bytes as sent (no request decompression): the API reads them with the client's own headers. HEAD is the
      // API's to answer, not Fastify's GET without a body.
      app.route({ method: METHODS, url, decompress: false, exposeHeadRoute: false, handler });
    }
  }
}

/** A "." or ".." path segment, also %2e-encoded (URLs resolve both). */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

/**
 * Where a request goes on the API: its path and query on `upstream`, only under one of `prefixes`. Anything else is
 * refused (undefined): an absolute target ("GET http://host/api/…", a proxy's form, which would replace the API's
 * address), a "//host/…" path (read as another host), and dot segments, which could climb out of the prefixes to the
 * API's other paths (no API path has one).
 */
export function apiTarget(requestUrl: string, upstream: URL, prefixes: string[]): URL | undefined {
  if (!requestUrl.startsWith('/') || requestUrl.startsWith('//')) return undefined;
  if (DOT_SEGMENT.test(requestUrl.split('?', 1)[0]!)) return undefined;
  const target = new URL(requestUrl, upstream);
  // A backslash counts as a slash: "/\host" reads as "//host" too.
  if (target.origin !== upstream.origin) return undefined;
  const { pathname } = target;
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ? target : undefined;
}

/**
 * Sends the API's answer on. One of known, small length is read whole first, so that the compress plugin treats it as
 * it treats the shell's own answers (none under its threshold, the rest at once); a streamed answer would go through
 * a zlib stream whatever its size, which cost an upload chunk's one-line answer about 5 ms. With `keep` (a public
 * answer the cache takes), the whole body is handed to it too. Larger answers and those of unknown length (video,
 * downloads) stream through.
 */
function sendAnswer(reply: FastifyReply, answer: Readable, length: number, keep?: (body: Buffer) => void): void {
  if (!keep && !(length <= WHOLE_ANSWER_BYTES)) return void reply.send(answer);
  readWhole(answer).then(
    (body) => {
      keep?.(body);
      void reply.send(body);
    },
    (error: Error) => {
      // Cut off midway: nothing has gone to the client yet.
      reply.log.warn({ err: error }, 'the API answer ended early');
      void reply.code(502).send(API_UNAVAILABLE);
    },
  );
}

async function readWhole(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const REFUSED_WRITE = new Set(['EPIPE', 'ECONNRESET']);
type WriteCallback = (error?: Error | null) => void;
const keepReading =
  (callback: WriteCallback): WriteCallback =>
  (error) =>
    callback(error && REFUSED_WRITE.has((error as NodeJS.ErrnoException).code ?? '') ? null : error);

/**
 * A connection to the API on which a write the API refused (it answered, closed and reset the connection while the
 * body was still coming) is dropped instead of closing the socket: the answer sent before the reset is still in the
 * socket and is read as usual. Node closes a socket on a failed write, which lost that answer (the proxy said 502);
 * when no answer comes, reading ends in an error and the client gets the 502.
 */
class AnswerKeepingSocket extends Socket {
  override _write(chunk: unknown, encoding: BufferEncoding, callback: WriteCallback): void {
    super._write(chunk, encoding, keepReading(callback));
  }

  override _writev(chunks: { chunk: unknown; encoding: BufferEncoding }[], callback: WriteCallback): void {
    super._writev!(chunks, keepReading(callback));
  }
}

/** The agent of the connections to the API (exported for its test). */
export class ApiAgent extends Agent {
  override createConnection(options: ClientRequestArgs): Duplex {
    // No Nagle: the last part of a body (and of a chunk) goes at once, not after the API's delayed ACK (40 ms on
    // Linux), which held about one upload chunk in ten. Node's own agents ask for this; a socket made here must too.
    return new AnswerKeepingSocket().setNoDelay(true).connect(options as TcpNetConnectOpts);
  }
}

/** The headers without the connection's own: the fixed ones and those its Connection header names. */
function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = typeof headers.connection === 'string' ? headers.connection.split(',') : [];
  const copy = { ...headers };
  for (const name of [...HOP_BY_HOP, ...named.map((item) => item.trim().toLowerCase())]) delete copy[name];
  return copy;
}

/** What a client may say about where the request came from; the shell says it (x-forwarded-for, -proto, -host) or nothing. */
const CLIENT_CLAIMS = /^(forwarded|x-real-ip|x-forwarded-.*)$/;

function upstreamHeaders(request: FastifyRequest, target: URL): IncomingHttpHeaders {
  const headers = withoutHopByHop(request.headers);
  for (const name of Object.keys(headers)) if (CLIENT_CLAIMS.test(name)) delete headers[name];
  // The address the client asked for, in place of Host, which names the API: the API tells the shop's own pages by it.
  // Both as Fastify reads them: from a trusted proxy in front of the shell (SHELL_TRUST_PROXY), else from this request.
  const asked = { 'x-forwarded-proto': request.protocol, ...(request.host ? { 'x-forwarded-host': request.host } : {}) };
  return { ...headers, ...PROXIED, host: target.host, 'x-forwarded-for': request.ip, ...asked };
}

/**
 * The request's body (if any) is piped to the API as it arrives (nothing is buffered here). When the API answers
 * before the whole body is there, the rest is read and dropped for a while; the answer goes to the client either
 * way, as sendAnswer says; a public answer is kept in `answers` on the way.
 */
function forward(request: FastifyRequest, reply: FastifyReply, target: URL, agent: Agent, answers: AnswerCache): void {
  const incoming = request.raw;
  const outgoing = httpRequest(target, { method: request.method, headers: upstreamHeaders(request, target), agent });
  let answered = false;
  let stopped = false;

  /** No more of the body goes to the API; what the client still sends is read and dropped, for a while. */
  const stopSending = () => {
    if (stopped) return;
    stopped = true;
    incoming.unpipe(outgoing);
    const { socket } = incoming;
    if (incoming.complete || socket.destroyed) return;
    const hangUp = setTimeout(() => socket.destroy(), LINGER_MS);
    const done = () => {
      clearTimeout(hangUp);
      socket.removeListener('close', done);
    };
    incoming.once('end', done);
    socket.once('close', done);
    incoming.resume();
  };

  outgoing.on('response', (answer) => {
    answered = true;
    if (!outgoing.writableFinished) {
      // The API answered before the whole body: that connection carries no further request.
      stopSending();
      answer.once('close', () => outgoing.destroy());
    }
    const status = answer.statusCode ?? 502;
    const length = Number(answer.headers['content-length']);
    reply.code(status).headers(withoutHopByHop(answer.headers));
    const keep = answers.accepts(request.raw, status, answer.headers, length)
      ? (body: Buffer) => answers.store(request.raw, status, answer.headers, body)
      : undefined;
    sendAnswer(reply, answer, length, keep);
  });
  outgoing.on('error', (error) => {
    stopSending();
    // After the answer began, its own stream reports the failure to the client.
    if (answered) return;
    request.log.warn({ err: error }, 'the API did not answer');
    void reply.code(502).send(API_UNAVAILABLE);
  });
  // The client went away (also mid-body): so does the request to the API.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) outgoing.destroy();
  });
  incoming.pipe(outgoing);
}
