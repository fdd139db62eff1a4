import type { AiEndpoint } from '@outreach/domain';
import type { z } from 'zod';
import type { Dice } from '../offline/dice.ts';

/**
 * One generator: how to ask the model (prompt and answer shape), how to write the same answer
 * offline, how either answer becomes the endpoint's output, and what of the input auditors keep.
 */
export interface ContentTask<Input, Output extends Record<string, unknown>, Raw = Output> {
  endpoint: AiEndpoint;
  /** The answer shape's name the model sees. */
  schemaName: string;
  /** The model's answer shape, checked after it answers (refinements do not reach the JSON schema). */
  schema: z.ZodType<Raw>;
  /** What the user reads when the model's answers do not fit, twice (the spec's words). */
  failureMessage: string;
  prompt(input: Input): { system: string; user: string };
  offline(input: Input, dice: Dice): Raw;
  /** The endpoint's output from an answer: ids, estimates, trimming. */
  finish(raw: Raw, input: Input, dice: Dice): Output;
  /** The input in short, for the record (long texts cut, nothing secret). */
  summarize(input: Input): Record<string, unknown>;
}

/** A text cut for the record of a generation. */
export function excerpt(text: string | undefined, max = 160): string | undefined {
  if (text === undefined) return undefined;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
