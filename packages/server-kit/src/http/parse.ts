import { invalid } from '@outreach/domain';
import type { z } from 'zod';
import { unknownKeys } from './unknownKeys.ts';

/**
 * Parse request input with a zod schema; a failure becomes a 400 with the first issue's message.
 * A field or query parameter the schema does not declare is refused too, naming it, so a
 * client's typo (`?page=3` where the route pages by `offset`) never goes unnoticed.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const unknown = unknownKeys(schema, input ?? {});
  if (unknown.length > 0) {
    const message = `Unknown ${unknown.length === 1 ? 'field' : 'fields'}: ${unknown.join(', ')}`;
    throw invalid(message, { errors: unknown.map((path) => ({ path, message: `Unknown field: ${path}` })) });
  }
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw invalid(issue?.message ?? 'Invalid request', {
      errors: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }
  return result.data;
}
