/** What one mailbox can take of a send spread across mailboxes: its room left today and its daily limit. */
export interface MailboxCapacity {
  /** E-mails it may still send today (its limit less what it sent). */
  roomToday: number;
  /** E-mails a day (the warm-up's current limit while warming up). */
  dailyLimit: number;
}

/**
 * `total` split in proportion to `weights` (whole numbers, the largest remainders rounded up), no
 * share above its `cap`. Answers the shares and what could not be placed under the caps.
 */
function proportional(total: number, weights: readonly number[], caps: readonly number[]): { shares: number[]; left: number } {
  const shares = weights.map(() => 0);
  let left = total;
  // Caps can leave some of a round unplaced: the rest is spread again over the mailboxes with room.
  for (let open = weights.map((w, i) => w > 0 && caps[i]! > 0); left > 0 && open.some(Boolean); open = open.map((o, i) => o && shares[i]! < caps[i]!)) {
    const sum = weights.reduce((a, w, i) => a + (open[i] ? w : 0), 0);
    const exact = weights.map((w, i) => (open[i] ? (left * w) / sum : 0));
    const round = exact.map((x, i) => Math.min(Math.floor(x), caps[i]! - shares[i]!));
    let rest = left - round.reduce((a, b) => a + b, 0);
    const byRemainder = exact.map((x, i) => i).filter((i) => open[i] && round[i]! < caps[i]! - shares[i]!).sort((a, b) => exact[b]! - Math.floor(exact[b]!) - (exact[a]! - Math.floor(exact[a]!)) || a - b);
    for (const i of byRemainder) {
      if (rest === 0) break;
      round[i]!++;
      rest--;
    }
    round.forEach((n, i) => (shares[i]! += n));
    const placed = round.reduce((a, b) => a + b, 0);
    if (placed === 0) break;
    left -= placed;
  }
  return { shares, left };
}

/**
 * How many of a send's `total` e-mails each mailbox takes when the send is spread across them: in
 * proportion to the room each has left today, so that none is held back by its daily limit while
 * another has room; what exceeds today's room in all of them goes in proportion to their daily
 * limits (it goes out on the next days). The shares add up to `total`.
 */
export function spreadAcrossMailboxes(total: number, mailboxes: readonly MailboxCapacity[]): number[] {
  if (mailboxes.length === 0) throw new Error('A send is spread across at least one mailbox');
  const rooms = mailboxes.map((m) => Math.max(0, Math.trunc(m.roomToday)));
  const today = proportional(total, rooms, rooms);
  if (today.left === 0) return today.shares;
  const limits = mailboxes.map((m) => Math.max(0, Math.trunc(m.dailyLimit)));
  // No limit to weigh by (every limit 0): the rest is split evenly.
  const weights = limits.some((l) => l > 0) ? limits : limits.map(() => 1);
  const later = proportional(today.left, weights, weights.map(() => Number.POSITIVE_INFINITY));
  return today.shares.map((n, i) => n + later.shares[i]!);
}

/**
 * The mailbox of each of `shares`' total recipients in audience order: every mailbox its share,
 * interleaved as evenly as the shares allow (smooth weighted round robin), so that all mailboxes
 * send side by side from the first e-mail on. The same shares always give the same order.
 */
export function mailboxRotation<T>(mailboxes: readonly T[], shares: readonly number[]): T[] {
  const total = shares.reduce((a, b) => a + b, 0);
  const current = shares.map(() => 0);
  const order: T[] = new Array(total);
  for (let k = 0; k < total; k++) {
    let best = -1;
    for (let i = 0; i < shares.length; i++) {
      current[i]! += shares[i]!;
      if (shares[i]! > 0 && (best < 0 || current[i]! > current[best]!)) best = i;
    }
    current[best]! -= total;
    order[k] = mailboxes[best]!;
  }
  return order;
}
