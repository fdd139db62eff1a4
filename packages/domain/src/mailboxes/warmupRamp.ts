import { DateTime } from 'luxon';

/** A warm-up lasts 30 days (spec part 2 §9): from the starting limit on day 1 to the account's daily limit on day 30. */
export const WARMUP_DAYS = 30;
/** Day 1's limit: the spec's starting daily limit. */
export const WARMUP_STARTING_LIMIT = 50;
/**
 * The limit of a warm-up's `day` (1 to 30) for an account whose full daily limit is `dailyLimit`:
 * 50 on day 1, then the same share more each day (about 14.5% a day for 2,500, within the spec's
 * 10–25% choices), so that day 30 allows the whole daily limit; never above it.
 */
export function warmupLimit(day: number, dailyLimit: number): number {
  if (day >= WARMUP_DAYS || dailyLimit <= WARMUP_STARTING_LIMIT) return dailyLimit;
  const growth = (dailyLimit / WARMUP_STARTING_LIMIT) ** (1 / (WARMUP_DAYS - 1));
  return Math.min(dailyLimit, Math.round(WARMUP_STARTING_LIMIT * growth ** (Math.max(1, day) - 1)));
}

/** The warm-up day at `now` of a warm-up started at `startedAt`: day 1 on the start's date in the team's zone, day 2 from the next local midnight, at most 30. */
export function warmupDayAt(startedAt: string, now: string, zone: string): number {
  const start = DateTime.fromISO(startedAt, { zone }).startOf('day');
  const today = DateTime.fromISO(now, { zone }).startOf('day');
  const days = Math.round(today.diff(start, 'days').days);
  return Math.min(WARMUP_DAYS, Math.max(1, days + 1));
}

/** The next local midnight after `now` in the team's zone: when the next warm-up day begins. */
export function nextWarmupDayStart(now: Date, zone: string): Date {
  return DateTime.fromJSDate(now, { zone }).plus({ days: 1 }).startOf('day').toJSDate();
}

/** What a mailbox may send today: its warm-up's limit while it warms up (days 1–29), its whole daily limit otherwise. */
export function sendingDailyLimit(account: { warmupEnabled: boolean; warmupDay: number; currentDailyLimit: number; dailyLimit: number }): number {
  return account.warmupEnabled && account.warmupDay < WARMUP_DAYS ? Math.min(account.currentDailyLimit, account.dailyLimit) : account.dailyLimit;
}
