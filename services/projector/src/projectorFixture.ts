import { randomUUID } from 'node:crypto';
import { createLogger, createInProcessBus } from '@outreach/server-kit';
import { initialContactState, type ContactCommand } from '@outreach/domain';
import { PostgresEventStore, migrate as migrateEventStore } from '@outreach/event-store';
import { agentFields, createTestDatabase, decideOnContacts, testEvent, type DecidedContact, type TestDatabase } from '@outreach/testing';
import pg from 'pg';
import { migrateReadModels } from './migrate.ts';
import { AdvisoryLocks } from '@outreach/runner';

/** A fresh database with the event store and read models migrated, for projector tests. */
export async function projectorFixture(prefix: string) {
  const database: TestDatabase = await createTestDatabase(prefix);
  const pool = new pg.Pool({ connectionString: database.url, max: 12 });
  pool.on('error', () => undefined);
  await migrateEventStore(pool);
  await migrateReadModels(pool);
  const eventStore = new PostgresEventStore(pool);
  const bus = createInProcessBus();
  const logger = createLogger('silent', 'test');
  const locks = new AdvisoryLocks(database.url);
  let agents = 0;

  return {
    database,
    pool,
    eventStore,
    bus,
    logger,
    locks,
    /** Append `count` events spread over `streams` streams, in batches. */
    async fill(count: number, streams: number, batch = 50, prefixName = 'contact') {
      let appended = 0;
      let s = 0;
      while (appended < count) {
        const size = Math.min(batch, count - appended);
        const events = Array.from({ length: size }, (_, i) => testEvent('ContactNoted', { n: appended + i }));
        await eventStore.appendToStream(`${prefixName}-${s % streams}`, events, { expectedRevision: 'any' });
        appended += size;
        s++;
      }
    },
    /**
     * ContactImported for `count` new agents (a CSV import's, each with fields of its own: see
     * agentFields), `perAppend` contacts per multi-stream append as a bulk import writes them.
     */
    importContacts(count: number, perAppend = 100): Promise<DecidedContact[]> {
      const fresh = Array.from({ length: count }, () => ({ contactId: randomUUID(), state: initialContactState }));
      const first = agents;
      agents += count;
      const origin = { source: 'csv' as const, importId: `imp-${first}`, stagedAgentId: null };
      return decideOnContacts(eventStore, fresh, (c, i) => ({ type: 'ImportContact', contactId: c.contactId, fields: agentFields(first + i), status: 'active', origin }), { perAppend });
    },
    /** Later commands on contacts the fixture imported (edits, status changes, calls): see decideOnContacts. */
    commandContacts(targets: readonly DecidedContact[], command: (target: DecidedContact, i: number) => ContactCommand, perAppend = 100) {
      return decideOnContacts(eventStore, targets, command, { perAppend });
    },
    async rows(table: string, order: string) {
      return (await pool.query(`select * from read.${table} order by ${order}`)).rows;
    },
    async close() {
      await locks.close();
      await eventStore.close();
      await bus.close();
      await pool.end();
      await database.drop();
    },
  };
}
