import type pg from 'pg';

/**
 * A moment of the database's clock, to the microsecond, as text: events whose appending
 * transaction starts after this call recorded_at it or later, those appended before it earlier.
 * A JavaScript Date keeps milliseconds only, so an event appended just before it may be counted
 * as after, when both fall in the same millisecond.
 */
export async function storeMoment(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ moment: string }>('select clock_timestamp()::text as moment');
  return rows[0]!.moment;
}
