import { DateTime } from 'luxon';
import { inTransaction } from '@outreach/server-kit';
import { escapeLiteral } from 'pg';
import type pg from 'pg';
import { transactionInOneRoundTrip } from './transactionInOneRoundTrip.ts';

/** The limits of one mailbox at the moment of a send. */
export interface MailboxLimits {
  accountId: string;
  /** Today's limit: the warm-up's current limit while warming up, else the account's daily limit. */
  dailyLimit: number;
  /** The IANA zone days are counted in (the team's). */
  zone: string;
  /** Burst pacing: at most this many a minute (0: none). */
  sendsPerMinute: number;
}

export type SendClaim =
  | { granted: true }
  | { granted: false; until: Date; reason: string; cause: 'daily-limit' | 'pacing' };

/**
 * Claim sends of the mailbox, one per request, atomically (one transaction, the mailbox's day row
 * locked): the day's count in the team's time zone is under the limit, and the pacing slot is now —
 * or, when it is later, the e-mail is given that slot and told to wait for it (`holdsSlot`: it
 * comes back for the slot it was given). A granted claim counts the send; a refused one counts
 * nothing, and the e-mail is re-timed. The requests are answered in order: when the day has room
 * for some of them, the first ones get it.
 */
export async function claimSends(pool: pg.Pool, limits: MailboxLimits, now: Date, holdsSlot: readonly boolean[]): Promise<SendClaim[]> {
  const local = DateTime.fromJSDate(now, { zone: limits.zone });
  const claims: SendClaim[] = [];
  // Without pacing (or with its slot in hand) a send needs only room in the day's count.
  const counted = holdsSlot.filter((holds) => limits.sendsPerMinute === 0 || holds).length;
  let granted = await claimDailySends(pool, limits, local, counted);
  for (const holds of holdsSlot) {
    if (limits.sendsPerMinute === 0 || holds) claims.push(granted-- > 0 ? { granted: true } : dailyLimitReached(limits, local));
    else claims.push(await claimPacedSend(pool, limits, now, local));
  }
  return claims;
}

/** The day's limit is reached: the e-mail waits for the next local midnight. */
function dailyLimitReached(limits: MailboxLimits, local: DateTime): SendClaim {
  return {
    granted: false,
    until: local.plus({ days: 1 }).startOf('day').toJSDate(),
    cause: 'daily-limit',
    reason: `The mailbox's daily limit of ${limits.dailyLimit} e-mails is reached; it sends again after midnight (${limits.zone})`,
  };
}

/** Counts up to `wanted` sends in the day (as many as it has room for) and answers how many. */
async function claimDailySends(pool: pg.Pool, limits: MailboxLimits, local: DateTime, wanted: number): Promise<number> {
  if (wanted === 0) return 0;
  if (wanted === 1) {
    // One send: one statement counts it while the day's count is under the limit. Every send of the
    // mailbox waits for this row's lock, so it is held for one statement and its commit.
    const { rowCount } = await pool.query(
      `insert into dispatcher.daily_send_counts as c (email_account_id, send_date, emails_sent)
       select $1, $2, 1 where $3::int > 0
       on conflict (email_account_id, send_date) do update set emails_sent = c.emails_sent + 1 where c.emails_sent < $3::int`,
      [limits.accountId, local.toISODate(), limits.dailyLimit],
    );
    return rowCount ?? 0;
  }
  // Several sends: one round trip takes the day's row (locked until the commit, which the server
  // runs straight after), counts as many as it has room for and answers the count before and after.
  const account = escapeLiteral(limits.accountId);
  const day = escapeLiteral(local.toISODate()!);
  const results = await transactionInOneRoundTrip<{ emails_sent: number }>(
    pool,
    `begin;
     insert into dispatcher.daily_send_counts as c (email_account_id, send_date, emails_sent) values (${account}, ${day}, 0)
       on conflict (email_account_id, send_date) do update set emails_sent = c.emails_sent
       returning emails_sent;
     update dispatcher.daily_send_counts set emails_sent = emails_sent + least(${Math.trunc(wanted)}, greatest(${Math.trunc(limits.dailyLimit)} - emails_sent, 0))
       where email_account_id = ${account} and send_date = ${day}
       returning emails_sent;
     commit`,
  );
  return results[2]!.rows[0]!.emails_sent - results[1]!.rows[0]!.emails_sent;
}

/** The daily count and the pacing slot, in one transaction with the mailbox's day row locked. */
function claimPacedSend(pool: pg.Pool, limits: MailboxLimits, now: Date, local: DateTime): Promise<SendClaim> {
  return inDayTransaction(pool, limits, local, async (client, sent) => {
    if (sent >= limits.dailyLimit) return dailyLimitReached(limits, local);
    const slot = await takePacingSlot(client, limits, now);
    if (slot.getTime() > now.getTime()) {
      return { granted: false, until: slot, cause: 'pacing', reason: `Paced to ${limits.sendsPerMinute} e-mails a minute from this mailbox` };
    }
    await countSends(client, limits, local, 1);
    return { granted: true };
  });
}

/** Runs `work` in a transaction holding the lock of the mailbox's row of the day, given the day's count so far. */
function inDayTransaction<T>(pool: pg.Pool, limits: MailboxLimits, local: DateTime, work: (client: pg.PoolClient, sent: number) => Promise<T>): Promise<T> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ emails_sent: number }>(
      `insert into dispatcher.daily_send_counts as c (email_account_id, send_date, emails_sent) values ($1, $2, 0)
       on conflict (email_account_id, send_date) do update set emails_sent = c.emails_sent
       returning emails_sent`,
      [limits.accountId, local.toISODate()],
    );
    return work(client, rows[0]!.emails_sent);
  });
}

async function countSends(client: pg.PoolClient, limits: MailboxLimits, local: DateTime, n: number): Promise<void> {
  await client.query(`update dispatcher.daily_send_counts set emails_sent = emails_sent + $3 where email_account_id = $1 and send_date = $2`, [
    limits.accountId,
    local.toISODate(),
    n,
  ]);
}

/**
 * Gives back one send of the mailbox's day counted by a granted claim whose e-mail did not go out
 * (the mailbox could not sign in, another worker had claimed the e-mail): the day keeps its room.
 */
export async function releaseSend(pool: pg.Pool, limits: MailboxLimits, claimedAt: Date): Promise<void> {
  const day = DateTime.fromJSDate(claimedAt, { zone: limits.zone }).toISODate();
  await pool.query(`update dispatcher.daily_send_counts set emails_sent = greatest(emails_sent - 1, 0) where email_account_id = $1 and send_date = $2`, [limits.accountId, day]);
}

/** A run of sends ends after this long without one; the next starts a new session. */
const SESSION_GAP_MS = 10 * 60_000;

/** The mailbox's next free slot (now, or later when sends came faster than the pace): taken, and the next one moved on. */
async function takePacingSlot(client: pg.PoolClient, limits: MailboxLimits, now: Date): Promise<Date> {
  const spacingMs = 60_000 / limits.sendsPerMinute;
  const { rows } = await client.query<{ slot: Date }>(
    `insert into dispatcher.throttle_sessions as t (email_account_id, session_start, emails_sent, last_send_time, next_slot_at)
     values ($1, $2, 1, $2, $2::timestamptz + make_interval(secs => $3 / 1000.0))
     on conflict (email_account_id) do update set
       session_start = case when t.last_send_time < $2::timestamptz - make_interval(secs => $4 / 1000.0) then $2 else t.session_start end,
       emails_sent = case when t.last_send_time < $2::timestamptz - make_interval(secs => $4 / 1000.0) then 1 else t.emails_sent + 1 end,
       last_send_time = greatest(t.next_slot_at, $2),
       next_slot_at = greatest(t.next_slot_at, $2) + make_interval(secs => $3 / 1000.0)
     returning last_send_time as slot`,
    [limits.accountId, now, spacingMs, SESSION_GAP_MS],
  );
  return rows[0]!.slot;
}
