import { describe } from 'vitest';
import { eventStoreContract } from '../contract/eventStoreContract.ts';
import { EventStoreDbEventStore } from './eventStoreDbEventStore.ts';

interface Server {
  url: string;
  stop(): Promise<void>;
}

const NO_DOCKER = 'Could not find a working container runtime strategy';

/** EVENTSTORE_URL, else a throwaway eventstore/eventstore container, else the reason why not. */
async function findServer(): Promise<Server | { skipped: string }> {
  const url = process.env.EVENTSTORE_URL;
  if (url) return { url, stop: async () => undefined };
  const { GenericContainer, Wait } = await import('testcontainers');
  try {
    const container = await new GenericContainer('eventstore/eventstore:24.10')
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_MEM_DB: 'true',
        EVENTSTORE_CLUSTER_SIZE: '1',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_START_STANDARD_PROJECTIONS: 'false',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .withStartupTimeout(120_000)
      .start();
    return {
      url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
      stop: async () => {
        await container.stop();
      },
    };
  } catch (error) {
    if (error instanceof Error && error.message.includes(NO_DOCKER)) {
      return { skipped: 'no EVENTSTORE_URL and no Docker engine' };
    }
    throw error;
  }
}

const server = await findServer();

if ('skipped' in server) {
  console.warn(`EventStoreDB contract suite skipped: ${server.skipped}`);
  describe.skip(`EventStoreDB contract (skipped: ${server.skipped})`, () => {
    eventStoreContract('EventStoreDB event store contract', () => Promise.reject(new Error(server.skipped)), {
      openTransactions: false,
      atomicBatches: false,
    });
  });
} else {
  eventStoreContract(
    'EventStoreDB event store contract',
    async () => {
      // A small page size so that paging in readStream and headPosition is exercised.
      const store = EventStoreDbEventStore.fromConnectionString(server.url, { pageSize: 4 });
      return {
        store,
        async teardown() {
          await store.close();
          await server.stop();
        },
      };
    },
    { openTransactions: false, atomicBatches: false },
  );
}
