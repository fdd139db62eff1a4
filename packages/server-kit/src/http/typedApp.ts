import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type { ZodTypeProvider };

/** An app whose routes are typed by their zod schemas: `request.params/query/body` and the answer. */
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** The same app, its routes typed by their zod schemas. */
export function typedApp(app: FastifyInstance): TypedApp {
  return app.withTypeProvider<ZodTypeProvider>();
}
