import { randomUUID } from 'node:crypto';
import { contactEmailStream, EMPTY_FIELDS, reservationKey, type CommandContext } from '@outreach/domain';
import type { EventStore } from '@outreach/event-store';
import type { Runtime } from '@outreach/server-kit';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventStoreFixture } from '../eventStoreFixture.ts';
import { IMPORT_CHUNK_SIZE, importContacts } from './importContacts.ts';
import type { ImportCandidate } from './importPlan.ts';

const fixture = eventStoreFixture('import_contacts');
let pool: pg.Pool;
let eventStore: EventStore;
/** The part of the runtime importContacts uses: the event store (a real one). */
let runtime: Runtime;
beforeAll(() => void ({ pool, eventStore, runtime } = fixture.get()));

const context = (): CommandContext => ({
  actor: { kind: 'system', process: 'test' },
  now: new Date().toISOString(),
  requestId: 'test',
  correlationId: 'test',
  newId: () => randomUUID(),
});

const candidate = (prefix: string, n: number): ImportCandidate => ({
  fields: { ...EMPTY_FIELDS, firstName: `F${n}`, email: `agent${n}@${prefix}.example.com`, phone: `+1512555${String(1000 + (n % 9000)).padStart(4, '0')}` },
  status: 'active',
  stagedAgentId: null,
});

async function importedContacts(emailDomain: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from es.events where type = 'ContactImported' and data->'fields'->>'email' like $1`,
    [`%@${emailDomain}`],
  );
  return rows[0]!.n;
}

describe('importContacts', () => {
  it('merges an agent met again in a later chunk into the contact an earlier chunk created', async () => {
    // Chunk 2 repeats chunk 1's e-mails: its reservations are read while chunk 1 is being appended.
    const first = Array.from({ length: IMPORT_CHUNK_SIZE }, (_, n) => candidate('later.test', n));
    const again = Array.from({ length: IMPORT_CHUNK_SIZE }, (_, n) => candidate('later.test', n));
    const totals = await importContacts(runtime, [...first, ...again], { source: 'csv', importId: null }, context());
    expect(totals).toMatchObject({ imported: IMPORT_CHUNK_SIZE, merged: IMPORT_CHUNK_SIZE });
    expect(totals.outcomes.slice(IMPORT_CHUNK_SIZE).map((o) => o.contactId)).toEqual(totals.outcomes.slice(0, IMPORT_CHUNK_SIZE).map((o) => o.contactId));
    expect(await importedContacts('later.test.example.com')).toBe(IMPORT_CHUNK_SIZE);
  });

  it('creates one contact per e-mail when imports of the same agents run at once', async () => {
    const agents = Array.from({ length: 3 * IMPORT_CHUNK_SIZE }, (_, n) => candidate('race.test', n));
    const runs = await Promise.all(
      [agents, [...agents].reverse(), agents].map((list) => importContacts(runtime, list, { source: 'csv', importId: null }, context())),
    );
    expect(runs.reduce((n, r) => n + r.imported, 0)).toBe(agents.length);
    expect(await importedContacts('race.test.example.com')).toBe(agents.length);
    const owners = await eventStore.readLastEvents(agents.map((a) => contactEmailStream(reservationKey(a.fields.email!))));
    const byEmail = new Map(runs[0]!.outcomes.map((o, i) => [agents[i]!.fields.email, o.contactId]));
    for (const a of agents) {
      expect((owners.get(contactEmailStream(reservationKey(a.fields.email!)))?.data as { ownerId: string }).ownerId).toBe(byEmail.get(a.fields.email));
    }
  });
});
