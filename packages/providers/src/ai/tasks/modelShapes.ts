import { z } from 'zod';

/** A string the model must fill: not blank, at most `max` characters. */
export const filled = (max: number) => z.string().refine((s) => s.trim().length > 0 && s.length <= max, `must be a non-blank text of at most ${max} characters`);

/** A list of `min` to `max` items (checked on the answer; the JSON schema only says "array"). */
export const listOf = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z.array(item).refine((items) => items.length >= min && items.length <= max, `must list ${min} to ${max} items`);

export const trimAll = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T;
