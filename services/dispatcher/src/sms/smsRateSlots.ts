import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

/**
 * The send rate of one Twilio number (`dispatcher.sms_rate_slots`), texts spaced by the pace its
 * window allows (`sendWindow`): `texts` per window of `ms`, plus the time Twilio's answers take
 * (the median of the number's latest answered sends, `dispatcher.sms_send_window`), since a text
 * counts in Twilio's window until its answer is back. Two steps, each one atomic statement on the
 * number's row:
 *
 * - `takeRateSlot`: a text not yet holding a slot is given the number's next free one (now when the
 *   number is idle); a burst is thereby spread over time, each text deferred to its own slot.
 * - `takeSendMoment`: right before the provider is called, the moment of the send is taken: at
 *   least one spacing after the number's previous send. Texts that wake late from their slots (the
 *   queue's latency varies) still never go out closer together than the spacing.
 *
 * The exact limit at Twilio is held by `passSendWindow` (smsSendWindow.ts); the spacing keeps the
 * texts on a pace that passes it without waiting.
 */
export interface SmsRate {
  fromNumber: string;
  perSecond: number;
}

/**
 * The number's limit as a window: at most `texts` within any `ms` at Twilio (10 a second: 10 in
 * 1,000 ms; 1 every 2 s for 0.5 a second; 2 in 800 ms for 2.5 a second).
 */
export function sendWindow(rate: SmsRate): { texts: number; ms: number } {
  const texts = Math.max(1, Math.floor(rate.perSecond));
  return { texts, ms: (texts * 1000) / rate.perSecond };
}

/**
 * A text deferred to its number's rate slot is taken up this long before the slot (its job is due
 * then), so that it is checked, claimed and waiting when the slot comes instead of starting then:
 * the texts of a burst go out on their slots, not a queue's pick-up time later. Less than the
 * longest wait a worker takes on itself (MAX_INLINE_WAIT_MS).
 */
export const RATE_SLOT_LEAD_MS = 500;

/** Answered sends of the number whose round trips give the spacing (their median). */
const ROUND_TRIP_SAMPLE = 20;

/**
 * The spacing of the number's texts in ms ($1 the number, $3 the window's ms, $4 its texts): the
 * window plus the median round trip of its latest answered sends, over the window's texts.
 */
const SPACING = `spacing as (
  select ($3::float8 + coalesce(percentile_cont(0.5) within group (order by extract(epoch from r.answered_at - r.sent_at) * 1000), 0)) / $4::float8 as ms
    from (select answered_at, sent_at from dispatcher.sms_send_window
           where from_number = $1 and answered_at is not null order by sent_at desc limit ${ROUND_TRIP_SAMPLE}) r
)`;

const windowParams = (rate: SmsRate) => {
  const window = sendWindow(rate);
  return [window.ms, window.texts];
};

/** The slot this text gets: `now` when the number is free, else the next free one (taken, so the following text gets the one after). */
export async function takeRateSlot(db: Queryable, rate: SmsRate, now: Date): Promise<Date> {
  const { rows } = await db.query<{ slot: Date }>(
    `with ${SPACING}
     insert into dispatcher.sms_rate_slots as s (from_number, next_slot_at, updated_at)
     select $1, $2::timestamptz + make_interval(secs => spacing.ms / 1000.0), $2 from spacing
     on conflict (from_number) do update set
       next_slot_at = greatest(s.next_slot_at, $2::timestamptz) + make_interval(secs => (select ms from spacing) / 1000.0),
       updated_at = $2
     returning next_slot_at - make_interval(secs => (select ms from spacing) / 1000.0) as slot`,
    [rate.fromNumber, now, ...windowParams(rate)],
  );
  return rows[0]!.slot;
}

/** The moment this text may be handed to the provider: `earliest`, or one spacing after the number's previous send when that is later. */
export async function takeSendMoment(db: Queryable, rate: SmsRate, earliest: Date): Promise<Date> {
  const { rows } = await db.query<{ moment: Date }>(
    `with ${SPACING}
     insert into dispatcher.sms_rate_slots as s (from_number, next_slot_at, last_sent_at, updated_at)
     select $1, $2::timestamptz + make_interval(secs => spacing.ms / 1000.0), $2, $2 from spacing
     on conflict (from_number) do update set
       last_sent_at = greatest(s.last_sent_at + make_interval(secs => (select ms from spacing) / 1000.0), $2::timestamptz),
       next_slot_at = greatest(
         s.next_slot_at,
         greatest(s.last_sent_at + make_interval(secs => (select ms from spacing) / 1000.0), $2::timestamptz) + make_interval(secs => (select ms from spacing) / 1000.0)
       ),
       updated_at = $2
     returning last_sent_at as moment`,
    [rate.fromNumber, earliest, ...windowParams(rate)],
  );
  return rows[0]!.moment;
}
