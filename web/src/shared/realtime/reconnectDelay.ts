/** The first reconnect waits about 1 s; each failure doubles the wait, up to 30 s. */
export const RECONNECT_BASE_DELAY_MS = 1000;
export const RECONNECT_MAX_DELAY_MS = 30_000;
/** Each wait is spread ±20 % so that many browsers dropped together do not come back together. */
export const RECONNECT_JITTER = 0.2;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first after a drop):
 * 1 s, 2 s, 4 s … capped at 30 s, each spread by ±20 % jitter and never above the cap.
 * `random` answers in [0, 1) like `Math.random`.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(Math.floor(attempt), 30));
  const base = Math.min(RECONNECT_BASE_DELAY_MS * 2 ** exponent, RECONNECT_MAX_DELAY_MS);
  const spread = 1 - RECONNECT_JITTER + 2 * RECONNECT_JITTER * random();
  return Math.round(Math.min(base * spread, RECONNECT_MAX_DELAY_MS));
}
