/** The cursors a list answers beside its rows (GET /api/contacts, GET /api/contacts/calling). */
export interface PageCursors {
  previousCursor: string | null;
  nextCursor: string | null;
}

/** Where a page is asked for: after or before a cursor, or (none) from the start or by position. */
export interface PageCursor {
  after?: string;
  before?: string;
}

/**
 * How to ask for page `next` from the page shown (`page`) and its answer: page 1 from the start,
 * the next and previous pages by the answer's cursors (each as cheap as the first page), anything
 * else, or a neighbour without a cursor, by position.
 */
export function pageCursorTo(next: number, page: number, answer: PageCursors | undefined): PageCursor {
  if (next <= 1) return {};
  if (next === page + 1 && answer?.nextCursor) return { after: answer.nextCursor };
  if (next === page - 1 && answer?.previousCursor) return { before: answer.previousCursor };
  return {};
}
