/** A text with `insert` put in place of the selection `[start, end)`, and where the cursor goes after it. */
export function insertAtCursor(text: string, insert: string, start: number | null | undefined, end: number | null | undefined): { text: string; cursor: number } {
  // Without a known cursor (the field was never focused) the placeholder goes at the end.
  const from = clamp(start ?? text.length, text.length);
  const to = Math.max(from, clamp(end ?? from, text.length));
  return { text: `${text.slice(0, from)}${insert}${text.slice(to)}`, cursor: from + insert.length };
}

const clamp = (value: number, max: number) => Math.min(Math.max(0, value), max);
