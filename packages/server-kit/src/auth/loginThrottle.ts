import { DomainError } from '@outreach/domain';
import type pg from 'pg';

export const THROTTLE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;

const usernameKey = (username: string) => `user:${username.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** Refuse (429) a sign-in when its username or IP failed too often in the last 15 minutes. */
export async function checkLoginThrottle(pool: pg.Pool, username: string, ip: string): Promise<void> {
  const { rows } = await pool.query<{ key: string; failures: number; oldest: Date }>(
    `select key, count(*)::int as failures, min(failed_at) as oldest
       from auth.login_failures
      where key = any($1) and failed_at > now() - make_interval(mins => $2)
      group by key`,
    [[usernameKey(username), ipKey(ip)], THROTTLE_WINDOW_MINUTES],
  );
  for (const row of rows) {
    const limit = row.key.startsWith('user:') ? MAX_FAILURES_PER_USERNAME : MAX_FAILURES_PER_IP;
    if (row.failures >= limit) {
      const retryAt = row.oldest.getTime() + THROTTLE_WINDOW_MINUTES * 60_000;
      const minutes = Math.max(1, Math.ceil((retryAt - Date.now()) / 60_000));
      throw new DomainError('throttled', `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }
}

export async function recordLoginFailure(pool: pg.Pool, username: string, ip: string): Promise<void> {
  await pool.query(
    `insert into auth.login_failures (key) select unnest($1::text[]);
     `.trim(),
    [[usernameKey(username), ipKey(ip)]],
  );
  await pool.query(`delete from auth.login_failures where failed_at < now() - interval '1 day'`);
}

export async function clearLoginFailures(pool: pg.Pool, username: string): Promise<void> {
  await pool.query(`delete from auth.login_failures where key = $1`, [usernameKey(username)]);
}
