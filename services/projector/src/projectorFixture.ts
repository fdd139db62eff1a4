import { randomUUID } from 'node:crypto';
import { createLogger, createInProcessBus } from '@outreach/server-kit';
import {
  contact,
  contactStream,
  initialContactState,
  withMetadata,
  type CommandContext,
  type ContactCommand,
  type ContactState,
} from '@outreach/domain';
import { PostgresEventStore, migrate as migrateEventStore, type StreamAppend } from '@outreach/event-store';
import { agentFields, createTestDatabase, TEST_ACTOR, testEvent, type TestDatabase } from '@outreach/testing';
import pg from 'pg';
import { migrateReadModels } from './migrate.ts';
import { AdvisoryLocks } from '@outreach/runner';

/** A contact the fixture wrote, with its state as the contact decider folds it (what the next command is decided on). */
export interface FixtureContact {
  contactId: string;
  state: ContactState;
}

function commandContext(): CommandContext {
  const requestId = randomUUID();
  return { actor: TEST_ACTOR, now: new Date().toISOString(), requestId: `test-${requestId.slice(0, 8)}`, correlationId: requestId, newId: () => randomUUID() };
}

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

  /**
   * Decides `command(target, i)` on each target (distinct contacts) with the contact decider, as the
   * command API does, appending the events of `perAppend` contacts at a time in one multi-stream
   * append (a new contact's stream expected absent, another's present); answers the contacts with
   * their new state.
   */
  async function decideOnContacts(
    targets: readonly FixtureContact[],
    command: (target: FixtureContact, i: number) => ContactCommand,
    perAppend: number,
  ): Promise<FixtureContact[]> {
    const decided: FixtureContact[] = [];
    for (let from = 0; from < targets.length; from += perAppend) {
      const appends: StreamAppend[] = [];
      for (const [k, target] of targets.slice(from, from + perAppend).entries()) {
        const context = commandContext();
        const events = contact.decide(command(target, from + k), target.state, context);
        decided.push({ contactId: target.contactId, state: events.reduce(contact.evolve, target.state) });
        if (events.length === 0) continue;
        appends.push({
          streamId: contactStream(target.contactId),
          events: withMetadata(events, context),
          expectedRevision: target.state.exists ? 'stream_exists' : 'no_stream',
        });
      }
      await eventStore.appendToStreams(appends);
    }
    return decided;
  }

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
    importContacts(count: number, perAppend = 100): Promise<FixtureContact[]> {
      const fresh = Array.from({ length: count }, () => ({ contactId: randomUUID(), state: initialContactState }));
      const first = agents;
      agents += count;
      const origin = { source: 'csv' as const, importId: `imp-${first}`, stagedAgentId: null };
      return decideOnContacts(fresh, (c, i) => ({ type: 'ImportContact', contactId: c.contactId, fields: agentFields(first + i), status: 'active', origin }), perAppend);
    },
    /** Later commands on contacts the fixture imported (edits, status changes, calls): see decideOnContacts. */
    commandContacts(targets: readonly FixtureContact[], command: (target: FixtureContact, i: number) => ContactCommand, perAppend = 100) {
      return decideOnContacts(targets, command, perAppend);
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
