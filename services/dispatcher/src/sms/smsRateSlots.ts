import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

/**
 * The send rate of one Twilio number (`dispatcher.sms_rate_slots`), texts spaced by
 * 1 s / `perSecond`. Two steps, each one atomic statement on the number's row:
 *
 * - `takeRateSlot`: a text not yet holding a slot is given the number's next free one (now when the
 *   number is idle); a burst is thereby spread over time, each text deferred to its own slot.
 * - `takeSendMoment`: right before the provider is called, the moment of the send is taken: at
 *   least one spacing after the number's previous send. Texts that wake late from their slots (the
 *   queue's latency varies) still never go out closer together than the rate allows.
 */
export interface SmsRate {
  fromNumber: string;
  perSecond: number;
}

const spacingMs = (rate: SmsRate) => 1000 / rate.perSecond;

/** The slot this text gets: `now` when the number is free, else the next free one (taken, so the following text gets the one after). */
export async function takeRateSlot(db: Queryable, rate: SmsRate, now: Date): Promise<Date> {
  const { rows } = await db.query<{ slot: Date }>(
    `insert into dispatcher.sms_rate_slots as s (from_number, next_slot_at, updated_at)
     values ($1, $2::timestamptz + make_interval(secs => $3 / 1000.0), $2)
     on conflict (from_number) do update set
       next_slot_at = greatest(s.next_slot_at, $2::timestamptz) + make_interval(secs => $3 / 1000.0),
       updated_at = $2
     returning next_slot_at - make_interval(secs => $3 / 1000.0) as slot`,
    [rate.fromNumber, now, spacingMs(rate)],
  );
  return rows[0]!.slot;
}

/** The moment this text may be handed to the provider: `earliest`, or one spacing after the number's previous send when that is later. */
export async function takeSendMoment(db: Queryable, rate: SmsRate, earliest: Date): Promise<Date> {
  const { rows } = await db.query<{ moment: Date }>(
    `insert into dispatcher.sms_rate_slots as s (from_number, next_slot_at, last_sent_at, updated_at)
     values ($1, $2::timestamptz + make_interval(secs => $3 / 1000.0), $2, $2)
     on conflict (from_number) do update set
       last_sent_at = greatest(s.last_sent_at + make_interval(secs => $3 / 1000.0), $2::timestamptz),
       next_slot_at = greatest(s.next_slot_at, greatest(s.last_sent_at + make_interval(secs => $3 / 1000.0), $2::timestamptz) + make_interval(secs => $3 / 1000.0)),
       updated_at = $2
     returning last_sent_at as moment`,
    [rate.fromNumber, earliest, spacingMs(rate)],
  );
  return rows[0]!.moment;
}
