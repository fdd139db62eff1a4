import type pg from 'pg';

export type SuppressionChannel = 'email' | 'sms';

type Queryable = Pick<pg.PoolClient, 'query'>;

/** Reasons as users read them, also the keys a later event lifts (a contact made active again lifts 'Unsubscribed'). */
export const SUPPRESSION_REASONS = {
  unsubscribed: 'Unsubscribed',
  hardBounce: 'Hard bounce',
  complaint: 'Spam complaint',
  dropped: 'Dropped by the provider',
  stop: 'Opted out by STOP',
  blocked: 'Blocked',
} as const;

const key = (channel: SuppressionChannel, address: string) => (channel === 'email' ? address.trim().toLowerCase() : address.trim());

/** The address's entry on the list for the channel: why it may not be sent to, and the event that put it there; undefined when it may. */
export async function suppressionOf(db: Queryable, channel: SuppressionChannel, address: string): Promise<{ reason: string; sourceEventId: string } | undefined> {
  const { rows } = await db.query<{ reason: string; source_event_id: string }>(
    `select reason, source_event_id::text from dispatcher.suppressions where channel = $1 and address = $2`,
    [channel, key(channel, address)],
  );
  return rows[0] && { reason: rows[0].reason, sourceEventId: rows[0].source_event_id };
}

/** Why each of the addresses may not be sent to on the channel (by the address as given); those that may are left out. */
export async function suppressionsOf(db: Queryable, channel: SuppressionChannel, addresses: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ address: string; reason: string }>(
    `select address, reason from dispatcher.suppressions where channel = $1 and address = any($2::text[])`,
    [channel, [...new Set(addresses.map((a) => key(channel, a)))]],
  );
  const reasons = new Map(rows.map((r) => [r.address, r.reason]));
  const found = new Map<string, string>();
  for (const address of addresses) {
    const reason = reasons.get(key(channel, address));
    if (reason) found.set(address, reason);
  }
  return found;
}

/** Put the address on the list (the first reason stays). */
export async function suppress(db: Queryable, channel: SuppressionChannel, address: string, reason: string, eventId: string, at: string): Promise<void> {
  await db.query(
    `insert into dispatcher.suppressions (channel, address, reason, source_event_id, suppressed_at) values ($1, $2, $3, $4, $5)
     on conflict (channel, address) do nothing`,
    [channel, key(channel, address), reason, eventId, at],
  );
}

/** Take the address off the list, when it is there for one of these reasons. */
export async function lift(db: Queryable, channel: SuppressionChannel, address: string, reasons: readonly string[]): Promise<void> {
  await db.query(`delete from dispatcher.suppressions where channel = $1 and address = $2 and reason = any($3)`, [channel, key(channel, address), reasons]);
}
