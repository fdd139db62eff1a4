import type pg from 'pg';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sendWindow, type SmsRate } from './smsRateSlots.ts';

/**
 * A send without a recorded answer (under way, or its sender died) counts as reaching Twilio up to
 * this long after it went: longer than the Twilio client's timeout with its retries of 429 answers.
 */
export const UNANSWERED_BOUND_MS = 120_000;
/** Sends are kept this long: their round trips set the number's spacing (smsRateSlots.ts). */
const KEPT_MS = 60 * 60 * 1000;
/** How often a text whose window is held by sends still under way looks again. */
const WINDOW_POLL_MS = 25;

/** A text let go through its number's window; `answered()` records that Twilio's answer came back. */
export interface WindowPass {
  answered(): Promise<void>;
}

/**
 * Waits until the text may go to Twilio without putting more than the number's limit into any
 * window at Twilio, and records it as gone (`dispatcher.sms_send_window`). Exact whatever the
 * delays on the way: a text reaches Twilio after it is let go and before its answer comes back, so
 * a text is let go only while fewer than the window's texts went and were not answered more than
 * the window ago. The check and the record are one transaction under the number's lock, across
 * every dispatcher process; times are the database's clock (real time, as Twilio counts).
 */
export async function passSendWindow(pool: pg.Pool, rate: SmsRate): Promise<WindowPass> {
  const window = sendWindow(rate);
  for (;;) {
    // The answer is dated by the time elapsed since before the check: never earlier than it came
    // (on the database's clock), and not as late as the update reaching the database.
    const before = performance.now();
    const taken = await tryPass(pool, rate.fromNumber, window);
    if ('id' in taken) {
      const id = taken.id;
      return {
        async answered() {
          const elapsedMs = performance.now() - before;
          await pool.query(`update dispatcher.sms_send_window set answered_at = sent_at + make_interval(secs => $2 / 1000.0) where id = $1`, [id, elapsedMs]);
        },
      };
    }
    await sleep(Math.max(1, Math.min(taken.waitMs, WINDOW_POLL_MS)));
  }
}

async function tryPass(pool: pg.Pool, fromNumber: string, window: { texts: number; ms: number }): Promise<{ id: string } | { waitMs: number }> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`outreach:sms-send-window:${fromNumber}`]);
    // A send is in the window until `ms` after its answer (or after the bound while there is none).
    const { rows } = await client.query<{ id: string | null; wait_ms: number | null }>(
      `with t as (select clock_timestamp() as now),
       old as (
         delete from dispatcher.sms_send_window w using t
          where w.from_number = $1 and w.sent_at < t.now - make_interval(secs => $5 / 1000.0)
       ),
       live as (
         select coalesce(w.answered_at, w.sent_at + make_interval(secs => $3 / 1000.0)) + make_interval(secs => $4 / 1000.0) as ends_at
           from dispatcher.sms_send_window w, t
          where w.from_number = $1 and w.sent_at > t.now - make_interval(secs => ($3 + $4) / 1000.0)
            and coalesce(w.answered_at, w.sent_at + make_interval(secs => $3 / 1000.0)) + make_interval(secs => $4 / 1000.0) > t.now
       ),
       passed as (
         insert into dispatcher.sms_send_window (from_number, sent_at)
         select $1, t.now from t where (select count(*) from live) < $2
         returning id
       )
       select (select id::text from passed) as id,
              (select extract(epoch from (live.ends_at - t.now)) * 1000 from live, t
                order by live.ends_at offset greatest(0, (select count(*) from live) - $2) limit 1)::float8 as wait_ms`,
      [fromNumber, window.texts, UNANSWERED_BOUND_MS, window.ms, KEPT_MS],
    );
    await client.query('commit');
    const row = rows[0]!;
    return row.id !== null ? { id: row.id } : { waitMs: row.wait_ms ?? WINDOW_POLL_MS };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
