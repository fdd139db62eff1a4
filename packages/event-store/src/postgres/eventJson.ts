/** A NUL character escaped in JSON text: `\u0000` after an even number (or none) of backslashes. */
const ESCAPED_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/**
 * An event's data or metadata as the JSON text es.events stores (a `json` column keeps the text as
 * written). PostgreSQL cannot store a NUL character in text, so a value holding one is refused
 * here, before anything is written, as a `jsonb` column refused it: stored, it would stop every
 * reader that copies the value into a text column.
 */
export function eventJson(value: unknown): string {
  const text = JSON.stringify(value ?? null);
  if (text.includes('\\u0000') && ESCAPED_NUL.test(text)) {
    throw new TypeError('an event holds a NUL character (\\u0000), which PostgreSQL cannot store');
  }
  return text;
}
