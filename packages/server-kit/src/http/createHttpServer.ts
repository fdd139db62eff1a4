import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifySchema } from 'fastify';
import type { Logger } from '../logging/logger.ts';
import { answerClientError } from './clientError.ts';
import { problem, sendProblem, toProblem } from './problem.ts';
import { assertSafeText } from './safeText.ts';
import { inputValidatorCompiler, responseSerializerCompiler } from './schemaCompilers.ts';

/** A registered route, as tests and tooling see it. */
export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  /** What the route declares: params, querystring, body and response schemas. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on this server, in registration order. */
    routeTable: RouteEntry[];
  }
}

export interface HttpServerOptions {
  logger: Logger;
  /** Proxies in front of the service whose X-Forwarded-* headers are believed (0: none). */
  trustProxy?: number;
  /** Largest accepted body, bytes. */
  bodyLimit?: number;
  /** Answers unknown routes instead of the default 404 problem (the platform serves the SPA). */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /**
   * Check every answer against its route's response schema (a mismatch is a 500). Default: on
   * under tests (`NODE_ENV=test`, which vitest sets), off in production, where answers are
   * serialized as they are without that cost.
   */
  validateResponses?: boolean;
}

/**
 * A Fastify instance with request ids (an incoming X-Request-Id is kept when sane), structured
 * request logs, and every error answered as application/problem+json. Never a stack trace.
 * Routes declare `schema: { params, querystring, body, response }` with zod contracts (typed
 * through `withTypeProvider<ZodTypeProvider>()`): input is validated by `inputValidatorCompiler`
 * with the same 400 messages as `parseInput`, answers by `responseSerializerCompiler`.
 */
export function createHttpServer(options: HttpServerOptions): FastifyInstance {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimit ?? 1_048_576,
    trustProxy: (_address: string, hop: number) => hop < (options.trustProxy ?? 0),
    // false: with a header name set, Fastify takes any incoming value verbatim and never calls
    // genReqId, so the sanity check below would not run.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{8,128}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // A request Node's parser refuses (header fields too large: a very long query string) never
    // reaches a hook; it is answered as problem+json too.
    clientErrorHandler: answerClientError,
    // A path that is not valid percent-encoded UTF-8 (`/api/contacts/%E0%A4%A`), or with a part
    // longer than any id (the router's 100 characters), is refused by the router before any hook
    // runs; answer it as every other refusal is answered, without repeating the address.
    frameworkErrors: (error, request, reply) => {
      const body =
        error.code === 'FST_ERR_BAD_URL'
          ? problem(400, 'The address is not valid: a path segment is not valid percent-encoded UTF-8', { code: 'invalid', requestId: request.id })
          : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? problem(414, 'The address is not valid: a path segment is longer than any id (100 characters)', { code: 'invalid', requestId: request.id })
            : toProblem(error, request.id);
      return sendProblem(reply, body);
    },
  }) as unknown as FastifyInstance;

  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(options.validateResponses ?? process.env.NODE_ENV === 'test'));

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, public: route.config?.public === true, schema: route.schema });
    }
  });

  // One check at the edge: no /api route takes a NUL, another control character or a lone
  // surrogate in any string it is given (path parameters, query, JSON body). Provider webhooks
  // live outside /api: a signed message is a fact to record, not to refuse.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    assertSafeText({ params: request.params, query: request.query, body: request.body });
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setErrorHandler((error, request, reply) => {
    const body = toProblem(error, request.id);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: body.status, message: body.message }, 'request refused');
    return sendProblem(reply, body);
  });

  app.setNotFoundHandler(
    options.notFound ??
      ((request, reply) =>
        sendProblem(reply, problem(404, `No route for ${request.method} ${request.url.split('?')[0]}`, { requestId: request.id }))),
  );

  return app;
}
