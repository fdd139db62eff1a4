import type { FastifyBaseLogger, FastifyInstance, FastifyTypeProvider, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';

/** An answer as a handler may give it: lists may be read-only (slonik's rows are), at any depth. */
export type Answer<T> = T extends readonly (infer Item)[] ? readonly Answer<Item>[] : T extends object ? { [K in keyof T]: Answer<T[K]> } : T;

/**
 * fastify-type-provider-zod's `ZodTypeProvider` (input typed as the schemas' output), but answers
 * typed as `Answer`s of the response schema, so a handler returns slonik's read-only rows as they are.
 */
export interface ApiTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  serializer: this['schema'] extends $ZodType ? Answer<output<this['schema']>> : unknown;
}

/** An app whose routes are typed by their zod schemas: `request.params/query/body` and the answer. */
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ApiTypeProvider>;

/** The same app, its routes typed by their zod schemas. */
export function typedApp(app: FastifyInstance): TypedApp {
  return app.withTypeProvider<ApiTypeProvider>();
}
