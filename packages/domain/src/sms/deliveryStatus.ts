/**
 * Outbound message statuses in the order they happen. Callbacks arrive out of order; a status
 * is recorded only when it is later than the one known, and the final ones are never replaced.
 */
const RANK: Record<string, number> = {
  requested: 0,
  accepted: 1,
  scheduled: 1,
  queued: 2,
  sending: 3,
  sent: 4,
  delivered: 5,
  undelivered: 5,
  failed: 5,
  canceled: 5,
  read: 6,
};

export function statusRank(status: string): number {
  return RANK[status] ?? -1;
}

export function isLaterStatus(current: string, next: string): boolean {
  const to = statusRank(next);
  if (to < 0) return false;
  const from = statusRank(current);
  if (from >= 5 && next !== 'read') return false;
  return to > from;
}
