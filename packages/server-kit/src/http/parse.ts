import { invalid, type DomainError } from '@outreach/domain';
import type { z } from 'zod';
import { zodFieldErrors } from './problem.ts';
import { unknownKeys } from './unknownKeys.ts';

/** The 400 for fields and query parameters a schema does not declare, naming them. */
export function unknownFieldsError(schema: z.ZodType, input: unknown): DomainError | undefined {
  const unknown = unknownKeys(schema, input);
  if (unknown.length === 0) return undefined;
  const message = `Unknown ${unknown.length === 1 ? 'field' : 'fields'}: ${unknown.join(', ')}`;
  return invalid(message, { errors: unknown.map((path) => ({ path, message: `Unknown field: ${path}` })) });
}

/**
 * Parse request input with a zod schema; a failure becomes a 400 with the first issue's message,
 * worded to name its field when the contract gives it no text of its own.
 * A field or query parameter the schema does not declare is refused too, naming it, so a
 * client's typo (`?page=3` where the route pages by `offset`) never goes unnoticed.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const unknown = unknownFieldsError(schema, input ?? {});
  if (unknown) throw unknown;
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const errors = zodFieldErrors(result.error.issues);
    throw invalid(errors[0]?.message ?? 'Invalid request', { errors });
  }
  return result.data;
}
