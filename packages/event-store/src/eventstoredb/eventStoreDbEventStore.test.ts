import { createServer, type Server, type Socket } from 'node:net';
import { ANY, NO_STREAM, STREAM_EXISTS, WrongExpectedVersionError } from '@eventstore/db-client';
import { START } from '@outreach/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvents } from '../contract/testEvents.ts';
import { isSystemEvent, isWrongExpectedVersion, toEsdbExpectedRevision } from './esdbMapping.ts';
import { EventStoreDbEventStore } from './eventStoreDbEventStore.ts';
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
