import { randomUUID } from 'node:crypto';
import { DomainError } from '@outreach/domain';
import type pg from 'pg';

export const THROTTLE_WINDOW_MINUTES = 15;
/** Wrong passwords for one username from one address: the owner elsewhere can still sign in. */
export const MAX_FAILURES_PER_USERNAME_AND_IP = 5;
/** Wrong passwords from one address, whatever the usernames. */
export const MAX_FAILURES_PER_IP = 20;

const userAndIpKey = (username: string, ip: string) => `user+ip:${username.trim().toLowerCase()}|${ip}`;
const ipKey = (ip: string) => `ip:${ip}`;

export interface LoginAttempt {
  /** The password was right: the attempt gives its place back and the address's failures for this username are forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Take a place in the sign-in throttle before the password is checked, atomically, at `now` (the
 * runtime's clock): under a lock
 * per key, count the failures (and attempts still running) of the last 15 minutes for this
 * username from this address, and for this address; refuse (429) at the limit, else record this
 * attempt as a failure until it succeeds. Thirty guesses sent at once are counted one by one.
 */
export async function beginLoginAttempt(pool: pg.Pool, username: string, ip: string, now: Date): Promise<LoginAttempt> {
  const keys = [userAndIpKey(username, ip), ipKey(ip)];
  const attemptId = randomUUID();
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(hashtextextended(k, 7)) from unnest($1::text[]) as k order by k', [[...keys].sort()]);
    const { rows } = await client.query<{ key: string; failures: number; oldest: Date }>(
      `select key, count(*)::int as failures, min(failed_at) as oldest
         from auth.login_failures
        where key = any($1) and failed_at > $3::timestamptz - make_interval(mins => $2)
        group by key`,
      [keys, THROTTLE_WINDOW_MINUTES, now],
    );
    for (const row of rows) {
      const limit = row.key.startsWith('ip:') ? MAX_FAILURES_PER_IP : MAX_FAILURES_PER_USERNAME_AND_IP;
      if (row.failures >= limit) {
        const retryAt = row.oldest.getTime() + THROTTLE_WINDOW_MINUTES * 60_000;
        const minutes = Math.max(1, Math.ceil((retryAt - now.getTime()) / 60_000));
        throw new DomainError('throttled', `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
    }
    await client.query('insert into auth.login_failures (key, attempt_id, failed_at) select unnest($1::text[]), $2, $3', [keys, attemptId, now]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  await pool.query(`delete from auth.login_failures where failed_at < $1::timestamptz - interval '1 day'`, [now]);
  return {
    async succeeded() {
      await pool.query('delete from auth.login_failures where attempt_id = $1 or key = $2', [attemptId, keys[0]]);
    },
  };
}
