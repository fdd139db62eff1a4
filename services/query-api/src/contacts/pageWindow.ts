/**
 * Paging that costs the same at both ends of a long list: pages in the second half are read in
 * reverse order from the end (a short offset) and turned around, so the last page is as quick as
 * the first. Returns the offset, the row count and whether to read backwards.
 */
export function pageWindow(page: number, limit: number, total: number): { offset: number; limit: number; reverse: boolean } {
  const start = (page - 1) * limit;
  if (start >= total) return { offset: start, limit, reverse: false };
  const end = Math.min(start + limit, total);
  if (start <= total - end) return { offset: start, limit: end - start, reverse: false };
  return { offset: total - end, limit: end - start, reverse: true };
}
