import { createServer, type Server, type Socket } from 'node:net';
import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import { START } from '@outreach/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvents, sleep } from '../contract/testEvents.ts';
import { WrongExpectedRevisionError, type StreamAppend } from '../port.ts';
import { isSystemEvent, isWrongExpectedVersion, toEsdbExpectedRevision } from './esdbMapping.ts';
import { EventStoreDbEventStore } from './eventStoreDbEventStore.ts';
import { mapConcurrently } from './mapConcurrently.ts';
import { EventStoreTimeoutError } from './withTimeout.ts';

describe('EventStoreDB mapping', () => {
  it('maps each expected revision to the client constant or the number itself', () => {
    expect(toEsdbExpectedRevision('any')).toBe(ANY);
    expect(toEsdbExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toEsdbExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
    expect(toEsdbExpectedRevision(41n)).toBe(41n);
  });

  it("recognises the client's wrong-expected-version error, whose actual may be 'no_stream'", () => {
    const error = new WrongExpectedVersionError(undefined, { streamName: 's', expected: 3n, current: NO_STREAM });
    expect(isWrongExpectedVersion(error)).toBe(true);
    expect(error.actualVersion).toBe('no_stream');
    expect(isWrongExpectedVersion(new Error('other'))).toBe(false);
  });

  it('treats event types starting with $ as system events', () => {
    expect(isSystemEvent({ type: '$metadata' })).toBe(true);
    expect(isSystemEvent({ type: '$>' })).toBe(true);
    expect(isSystemEvent({ type: 'ContactCreated' })).toBe(false);
  });
});

describe('EventStoreDB adapter against a port that accepts and never answers', () => {
  let server: Server;
  const sockets = new Set<Socket>();
  let store: EventStoreDbEventStore;

  beforeAll(async () => {
    server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    store = EventStoreDbEventStore.fromConnectionString(`esdb://127.0.0.1:${address.port}?tls=false`, { timeoutMs: 400 });
  });

  afterAll(async () => {
    await store.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('gives up on every call after its own timeout', async () => {
    const started = Date.now();
    await expect(store.appendToStream('hang-1', makeEvents(1), { expectedRevision: 'any' })).rejects.toThrow(EventStoreTimeoutError);
    await expect(store.readAll('start', 10)).rejects.toThrow(EventStoreTimeoutError);
    await expect(store.headPosition()).rejects.toThrow(EventStoreTimeoutError);
    const read = async () => {
      for await (const event of store.readStream('hang-1')) return event;
      return undefined;
    };
    await expect(read()).rejects.toThrow(EventStoreTimeoutError);
    expect(Date.now() - started).toBeLessThan(4 * 400 + 2_000);
  });

  it('keeps a wake iterator waiting (retrying) while the server does not answer, and ends it on abort', async () => {
    const abort = new AbortController();
    const iterator = store.wake(START, abort.signal)[Symbol.asyncIterator]();
    const next = iterator.next();
    const early = await Promise.race([next, new Promise((resolve) => setTimeout(() => resolve('waiting'), 1_000))]);
    expect(early).toBe('waiting');
    abort.abort();
    expect(await next).toEqual({ done: true, value: undefined });
  });
});

describe('mapConcurrently', () => {
  it('runs at most `limit` at a time and answers in input order', async () => {
    let running = 0;
    let most = 0;
    const results = await mapConcurrently(Array.from({ length: 50 }, (_, i) => i), 4, async (n) => {
      running++;
      most = Math.max(most, running);
      await sleep(n % 3);
      running--;
      return n * 2;
    });
    expect(results).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
    expect(most).toBe(4);
    expect(await mapConcurrently([], 4, () => Promise.resolve(1))).toEqual([]);
  });

  it('starts nothing after a failure and throws the failure of the earliest item', async () => {
    const started: number[] = [];
    const attempt = mapConcurrently(Array.from({ length: 20 }, (_, i) => i), 3, async (n) => {
      started.push(n);
      await sleep(n === 2 ? 1 : 5);
      if (n === 1 || n === 2) throw new Error(`item ${n}`);
      return n;
    });
    await expect(attempt).rejects.toThrow('item 1');
    expect(started.length).toBeLessThan(20);
  });
});

/** Just enough of the client for appendToStreams and readLastEvents. */
function fakeClient(streams: Map<string, bigint>, options: { appendDelayMs?: number } = {}) {
  let running = 0;
  const stats = { most: 0, appended: [] as string[] };
  const client = {
    async appendToStream(streamName: string, events: unknown[], { expectedRevision }: { expectedRevision: unknown }) {
      running++;
      stats.most = Math.max(stats.most, running);
      try {
        await sleep(options.appendDelayMs ?? 2);
        const current = streams.get(streamName);
        const holds =
          expectedRevision === ANY ||
          (expectedRevision === NO_STREAM && current === undefined) ||
          (expectedRevision === STREAM_EXISTS && current !== undefined) ||
          expectedRevision === current;
        if (!holds) {
          throw new WrongExpectedVersionError(undefined, {
            streamName,
            expected: expectedRevision as bigint,
            current: current ?? NO_STREAM,
          });
        }
        const next = (current ?? -1n) + BigInt(events.length);
        streams.set(streamName, next);
        stats.appended.push(streamName);
        return { success: true, nextExpectedRevision: next, position: { commit: next, prepare: next } };
      } finally {
        running--;
      }
    },
    readStream(streamName: string, options: { maxCount: number; direction: unknown }) {
      const revision = streams.get(streamName);
      async function* read() {
        await sleep(1);
        if (revision === undefined) throw new StreamNotFoundError(undefined, streamName);
        yield {
          event: {
            id: '00000000-0000-4000-8000-000000000000',
            streamId: streamName,
            revision,
            type: 'Last',
            isJson: true,
            data: { maxCount: options.maxCount, backwards: options.direction === 'backwards' },
            metadata: {},
            created: new Date(),
            position: { commit: revision, prepare: revision },
          },
        };
      }
      return Object.assign(read(), { cancel: () => Promise.resolve(), destroy: () => undefined });
    },
  };
  return { client: client as unknown as EventStoreDBClient, stats };
}

describe('EventStoreDB batch operations (against a fake client)', () => {
  it('appends the streams of a batch a few at a time and answers in order', async () => {
    const streams = new Map<string, bigint>([['existing', 4n]]);
    const { client, stats } = fakeClient(streams);
    const store = new EventStoreDbEventStore(client, { batchConcurrency: 5 });
    const appends: StreamAppend[] = [
      { streamId: 'existing', events: makeEvents(2), expectedRevision: 4n },
      ...Array.from({ length: 30 }, (_, i): StreamAppend => ({ streamId: `new-${i}`, events: makeEvents(1 + (i % 2)), expectedRevision: 'no_stream' })),
    ];
    const results = await store.appendToStreams(appends);
    expect(results.map((r) => r.nextRevision)).toEqual([6n, ...Array.from({ length: 30 }, (_, i) => BigInt(i % 2))]);
    expect(stats.most).toBe(5);
  });

  it('reports the stream that failed; streams of the batch before it may be stored (not atomic)', async () => {
    const streams = new Map<string, bigint>([['taken', 0n]]);
    const { client, stats } = fakeClient(streams);
    const store = new EventStoreDbEventStore(client, { batchConcurrency: 2 });
    const appends: StreamAppend[] = [
      { streamId: 'first', events: makeEvents(1), expectedRevision: 'no_stream' },
      { streamId: 'taken', events: makeEvents(1), expectedRevision: 'no_stream' },
      ...Array.from({ length: 10 }, (_, i): StreamAppend => ({ streamId: `later-${i}`, events: makeEvents(1), expectedRevision: 'any' })),
    ];
    const error = await store.appendToStreams(appends).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ streamId: 'taken', expected: 'no_stream', actual: 0n });
    expect(stats.appended).toContain('first');
    expect(stats.appended.length).toBeLessThan(11);
  });

  it('refuses the same stream twice before appending anything', async () => {
    const { client, stats } = fakeClient(new Map());
    const store = new EventStoreDbEventStore(client);
    await expect(
      store.appendToStreams([
        { streamId: 'a', events: makeEvents(1), expectedRevision: 'any' },
        { streamId: 'a', events: makeEvents(1), expectedRevision: 'any' },
      ]),
    ).rejects.toThrow(/appears twice/);
    expect(stats.appended).toEqual([]);
  });

  it('reads the last event of each stream backwards and leaves absent streams out', async () => {
    const { client } = fakeClient(new Map([['a', 3n], ['b', 0n]]));
    const store = new EventStoreDbEventStore(client);
    const last = await store.readLastEvents(['a', 'absent', 'b', 'a']);
    expect([...last.keys()].sort()).toEqual(['a', 'b']);
    expect(last.get('a')).toMatchObject({ revision: 3n, data: { maxCount: 1, backwards: true } });
    expect(last.get('b')?.revision).toBe(0n);
  });
});
