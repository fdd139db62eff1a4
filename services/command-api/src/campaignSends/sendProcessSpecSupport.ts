import { randomUUID } from 'node:crypto';
import { emailAccountStream, type RecordedEvent } from '@outreach/domain';
import { smtp } from '@outreach/domain/campaigns/campaignFixtures.ts';
import { migrateReadModels } from '@outreach/projector';
import type pg from 'pg';
import type { commandApiSpec } from '../commandApiSpec.ts';

/**
 * The addresses as checked valid by an earlier send, days before the specs' clock (so a send does
 * not check them again: specs do not depend on what the machine's DNS says about example.com).
 */
export async function addressesCheckedBefore(pool: pg.Pool, emails: readonly string[]): Promise<void> {
  await pool.query(
    `insert into read.email_verifications (email, status, sub_status, score, is_deliverable, verification_provider, verified_at)
     select email, 'valid', 'ok', 100, true, 'outreach', '2026-01-01T00:00:00.000Z' from unnest($1::text[]) as email
     on conflict (email) do nothing`,
    [emails],
  );
}

/** Three contacts of the send process specs (ids fresh for each spec file). */
export const sendProcessPeople = () => [
  { contactId: randomUUID(), email: 'ann@example.com', name: 'Ann Lee', first: 'Ann', zip: '78701' },
  { contactId: randomUUID(), email: 'bob@example.com', name: 'Bob Roy', first: 'Bob', zip: '94105' },
  { contactId: randomUUID(), email: 'cy@example.com', name: 'Cy Moe', first: 'Cy', zip: '10001' },
];
export type SendProcessPerson = ReturnType<typeof sendProcessPeople>[number];

/** What the send process specs share: the read side with the contacts, mailboxes, and reading until the process gets there. */
export function sendProcessSpecSupport(api: ReturnType<typeof commandApiSpec>) {
  async function eventsOf(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    for await (const e of api.runtime().eventStore.readStream(streamId)) events.push(e);
    return events;
  }
  return {
    eventsOf,
    async until<T>(read: () => Promise<T>, done: (value: T) => boolean, tries = 600): Promise<T> {
      for (let i = 0; i < tries; i++) {
        const value = await read();
        if (done(value)) return value;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the send process did not get there');
    },
    /** The read models, with the contacts active in Austin (each at its ZIP code, or all at 78701 in Texas), their addresses checked before. */
    async contactsOnTheReadSide(people: readonly SendProcessPerson[], options: { ownZip: boolean }): Promise<void> {
      await migrateReadModels(api.runtime().pg);
      for (const p of people) {
        await api.runtime().pg.query(
          `insert into read.contacts (id, first_name, email, city, state, zip_code, status, listing_count, created_at, updated_at) values ($1, $2, $3, 'Austin', $4, $5, 'active', 30, now(), now())`,
          [p.contactId, p.first, p.email, options.ownZip ? null : 'TX', options.ownZip ? p.zip : '78701'],
        );
      }
      await addressesCheckedBefore(
        api.runtime().pg,
        people.map((p) => p.email),
      );
    },
    async mailbox(accountId: string, name: string, from: string): Promise<void> {
      await api.given(emailAccountStream(accountId), [{ type: 'EmailAccountAdded', data: { accountId, createdAt: '2026-01-01T00:00:00.000Z', currentDailyLimit: 50, warmupDay: 1, ...smtp(name, from, true) } }]);
    },
  };
}
