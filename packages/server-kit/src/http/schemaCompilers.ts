import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unknownFieldsError } from './parse.ts';
import { unknownKeys } from './unknownKeys.ts';

/**
 * Validates a route's `params`, `querystring` and `body` with their contracts as `parseInput`
 * does: an undeclared field is a 400 naming it (`Unknown field: page`); then
 * fastify-type-provider-zod's validator, whose issues the error handler answers with the first
 * one's message (`toProblem`). The parsed value (defaults, coercions, trims) replaces the input.
 */
export const inputValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const input = data ?? {};
    const unknown = unknownFieldsError(route.schema, input);
    return unknown ? { error: unknown } : validate(input);
  };
};

/** Why an answer does not match its route's response schema, or undefined when it does. */
export function responseMismatch(schema: z.ZodType, data: unknown): z.ZodError | undefined {
  const extra = unknownKeys(schema, data);
  if (extra.length > 0) {
    return new z.ZodError(extra.map((path) => ({ code: 'custom' as const, path: path.split('.'), message: `Undeclared field in the answer: ${path}`, input: data })));
  }
  const result = schema.safeParse(data);
  return result.success ? undefined : result.error;
}

/**
 * Serializes answers as `JSON.stringify` always did: the handler's value as it is, never
 * stripped or transformed by its schema. With `validate` (tests) an answer that does not match
 * the route's response schema, an undeclared field included, is a 500 logged with the zod issues,
 * so a test of that route fails.
 */
export function responseSerializerCompiler(validate: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    if (!validate) return (data) => JSON.stringify(data);
    return (data) => {
      const mismatch = responseMismatch(schema, data);
      if (mismatch) throw new ResponseSerializationError(method, url, { cause: mismatch });
      return JSON.stringify(data);
    };
  };
}
