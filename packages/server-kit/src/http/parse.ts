import { invalid } from '@outreach/domain';
import type { z } from 'zod';

/** Parse request input with a zod schema; a failure becomes a 400 with the first issue's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw invalid(issue?.message ?? 'Invalid request', {
      errors: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }
  return result.data;
}
