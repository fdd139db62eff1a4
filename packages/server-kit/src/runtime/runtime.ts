import { createEventStore, type EventStore } from '@outreach/event-store';
import type pg from 'pg';
import type { Bus } from '../bus/bus.ts';
import { createInProcessBus } from '../bus/inProcessBus.ts';
import { createNatsBus } from '../bus/natsBus.ts';
import { ConfigError, type Config } from '../config/config.ts';
import { createPgPool } from '../database/pgPool.ts';
import { migrateServerKit } from '../database/migrateServerKit.ts';
import { createSlonikPool, type DatabasePool } from '../database/slonikPool.ts';
import { createLogger, type Logger } from '../logging/logger.ts';
import { loadKeys, type Keys } from '../secrets/keys.ts';
import { applyHeapPolicy } from './heapPolicy.ts';

/** What time it is: the system clock, or one a test moves. */
export interface Clock {
  now(): Date;
  /** A clock that tests move tells listeners (workers waiting for due work look again); answers the unsubscribe. */
  onChange?(listener: () => void): () => void;
}
export const systemClock: Clock = { now: () => new Date() };

/** Everything a service needs, built once per process and shared by the services in it. */
export interface Runtime {
  config: Config;
  logger: Logger;
  databaseUrl: string;
  /** Raw pool: event store, projector transactions, LISTEN. */
  pg: pg.Pool;
  /** Validated read pool (slonik). */
  db: DatabasePool;
  eventStore: EventStore;
  bus: Bus;
  keys: Keys;
  clock: Clock;
  close(): Promise<void>;
}

/** The services of one deployment share its database, so its name keys their bus subjects. */
export function busNamespace(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, '')) || 'postgres';
  return `outreach-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

export interface RuntimeOptions {
  name: string;
  /** Resolved database URL (the platform starts an embedded server when DATABASE_URL is unset). */
  databaseUrl?: string;
  /** Only the single-process start may run without NATS. */
  allowInProcessBus: boolean;
  logger?: Logger;
  /** Default: the system clock. */
  clock?: Clock;
}

export async function createRuntime(config: Config, options: RuntimeOptions): Promise<Runtime> {
  applyHeapPolicy();
  const logger = options.logger ?? createLogger(config.LOG_LEVEL, options.name);
  const databaseUrl = options.databaseUrl ?? config.DATABASE_URL;
  if (!databaseUrl) throw new ConfigError([`DATABASE_URL: required when ${options.name} runs on its own`]);
  if (!config.NATS_URL && !options.allowInProcessBus) {
    throw new ConfigError([`NATS_URL: required when ${options.name} runs on its own (the in-process bus only works inside one process)`]);
  }
  // Each projection runner holds one pooled client for its lock for as long as it runs, and the
  // event store's LISTEN holds another: 10 left nothing for requests once there were 8 projections.
  const pgPool = createPgPool(databaseUrl, 10, options.name);
  await migrateServerKit(pgPool);
  const db = await createSlonikPool(databaseUrl);
  const eventStore = await createEventStore({ pool: pgPool, eventstoreUrl: config.EVENTSTORE_URL });
  const bus = config.NATS_URL ? await createNatsBus(config.NATS_URL, logger, options.name, busNamespace(databaseUrl)) : createInProcessBus();
  const keys = await loadKeys(config);
  logger.info(
    { eventStore: config.EVENTSTORE_URL ? 'eventstoredb' : 'postgresql', bus: bus.kind },
    'runtime ready',
  );
  return {
    config,
    logger,
    databaseUrl,
    pg: pgPool,
    db,
    eventStore,
    bus,
    keys,
    clock: options.clock ?? systemClock,
    async close() {
      await bus.close().catch(() => undefined);
      await eventStore.close().catch(() => undefined);
      await db.end().catch(() => undefined);
      await pgPool.end().catch(() => undefined);
    },
  };
}
