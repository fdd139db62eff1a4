import { invalid } from '@outreach/domain';
import { z } from 'zod';

/**
 * Page cursors: the sort key of a row, as base64url JSON tagged with the order it belongs to, so
 * that a cursor of one list is refused by another. Clients treat them as opaque.
 */
export type CursorDirection = 'after' | 'before';

/** Where a page is: from the start of the list, or after / before a row's sort key. */
export type PagePosition<K> = { direction: 'start' } | { direction: CursorDirection; key: K };

/** Text PostgreSQL can hold: no NUL, no lone surrogate. */
export const keyText = z
  .string()
  .max(1000)
  .refine((s) => !s.includes('\u0000') && s.isWellFormed());

export interface CursorCodec<K> {
  encode(key: K): string;
  /** The key a cursor holds; a cursor that is not one of this order's is refused (400) naming the field. */
  decode(cursor: string, field: CursorDirection): K;
}

/** A codec for keys written as a tuple after a tag (`['name', last, first, id]`). */
export function cursorCodec<K, T extends readonly unknown[]>(
  tag: string,
  tuple: z.ZodType<T>,
  toTuple: (key: K) => T,
  fromTuple: (values: T) => K,
): CursorCodec<K> {
  const schema = z.tuple([z.literal(tag)]).rest(z.unknown());
  return {
    encode: (key) => Buffer.from(JSON.stringify([tag, ...toTuple(key)]), 'utf8').toString('base64url'),
    decode(cursor, field) {
      let parsed: unknown;
      try {
        parsed = /^[\w-]+$/.test(cursor) ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined;
      } catch {
        parsed = undefined;
      }
      const tagged = schema.safeParse(parsed);
      const values = tagged.success ? tuple.safeParse(tagged.data.slice(1)) : undefined;
      if (!values?.success) throw invalid(`${field} is not a page cursor of this list`, { errors: [{ path: field, message: `${field} is not a page cursor of this list` }] });
      return fromTuple(values.data);
    },
  };
}

/** The page a request asks for: by `after` or `before` (at most one, as the contracts check), else from the start. */
export function pagePosition<K>(codec: CursorCodec<K>, query: { after?: string | undefined; before?: string | undefined }): PagePosition<K> {
  if (query.after !== undefined) return { direction: 'after', key: codec.decode(query.after, 'after') };
  if (query.before !== undefined) return { direction: 'before', key: codec.decode(query.before, 'before') };
  return { direction: 'start' };
}
