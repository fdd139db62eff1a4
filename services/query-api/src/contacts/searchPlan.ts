/**
 * How a search page is read. Walking contacts in name order and stopping at the page's last match
 * is quickest when matches are common, as they then turn up all along the alphabet; a rarer term's
 * matches may all sit in one stretch of it (a surname), so those are collected first through the
 * search index and sorted.
 *
 * The walk is chosen only when it would meet the page's last match within an eighth of the matches
 * themselves, had they been spread evenly: (offset + limit) × contacts ÷ total < total ÷ 8.
 */
export function walkNameOrder(total: number, contacts: number, pageEnd: number): boolean {
  if (total === 0) return false;
  return 8 * pageEnd * Math.max(contacts, total) < total * total;
}
