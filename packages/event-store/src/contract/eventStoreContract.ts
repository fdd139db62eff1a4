import { comparePositions, formatPosition, type RecordedEvent } from '@outreach/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type StreamAppend,
} from '../port.ts';
import {
  collectStream,
  currentHead,
  makeEvents,
  positionOrStart,
  readAllUntil,
  sleep,
  uniqueStream,
} from './testEvents.ts';

/** An append begun in a transaction that stays open until commit() (adapters with transactions). */
export interface OpenAppend {
  commit(): Promise<void>;
}

export interface ContractSubject {
  store: EventStore;
  /** Starts an append with expected revision 'any' and leaves it uncommitted. */
  openAppend?: (streamId: string, events: readonly EventToAppend[]) => Promise<OpenAppend>;
  teardown(): Promise<void>;
}

async function expectConflict(
  attempt: Promise<unknown>,
  expected: { streamId: string; expected: ExpectedRevision; actual: bigint | 'no_stream' },
): Promise<void> {
  const error = await attempt.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  const conflict = error as WrongExpectedRevisionError;
  expect({ streamId: conflict.streamId, expected: conflict.expected, actual: conflict.actual }).toEqual(expected);
}

const ids = (events: readonly { eventId: string }[]) => events.map((e) => e.eventId);

/** What the store holds now of each stream, by stream id (absent streams: []). */
async function snapshot(store: EventStore, streamIds: readonly string[]): Promise<Map<string, string[]>> {
  const entries = await Promise.all(streamIds.map(async (id) => [id, ids(await collectStream(store.readStream(id)))] as const));
  return new Map(entries);
}

/** Checks events read from $all (in that order): each id once, each stream's revisions consecutive and ascending. */
function expectOnceInRevisionOrder(read: readonly RecordedEvent[], expectedIds: readonly string[]): void {
  expect(read).toHaveLength(expectedIds.length);
  expect(new Set(ids(read))).toEqual(new Set(expectedIds));
  for (let i = 1; i < read.length; i++) {
    expect(comparePositions(read[i - 1]!.position, read[i]!.position)).toBeLessThan(0);
  }
  const byStream = new Map<string, bigint[]>();
  for (const event of read) byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), event.revision]);
  for (const [, revisions] of byStream) {
    expect(revisions).toEqual(revisions.map((_, i) => revisions[0]! + BigInt(i)));
  }
}

/**
 * The behaviour every EventStore adapter must have. Each adapter's integration test calls this
 * with a setup giving a store on a database of its own (streams are unique per test anyway, so a
 * shared server works too). With `openTransactions`, setup must provide openAppend, and the suite
 * also checks that readAll does not run ahead of an append left open. With `atomicBatches`, the
 * suite also checks that a batch with a conflict stores nothing at all.
 */
export function eventStoreContract(
  name: string,
  setup: () => Promise<ContractSubject>,
  capabilities: {
    openTransactions: boolean;
    /** appendToStreams stores all of a batch or nothing (PostgreSQL; not EventStoreDB). */
    atomicBatches: boolean;
  },
): void {
  describe(name, () => {
    let subject: ContractSubject;
    let store: EventStore;

    beforeAll(async () => {
      subject = await setup();
      store = subject.store;
    });

    afterAll(async () => {
      await subject?.teardown();
    });

    describe('appendToStream', () => {
      it('creates a stream with no_stream, revisions from 0, and reads back what was written', async () => {
        const stream = uniqueStream('contract');
        const events = makeEvents(2);
        const result = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
        expect(result.nextRevision).toBe(1n);

        const stored = await collectStream(store.readStream(stream));
        expect(stored.map((e) => e.revision)).toEqual([0n, 1n]);
        expect(stored.map((e) => ({ eventId: e.eventId, streamId: e.streamId, type: e.type, data: e.data, metadata: e.metadata }))).toEqual(
          events.map((e) => ({ eventId: e.eventId, streamId: stream, type: e.type, data: e.data, metadata: e.metadata })),
        );
        expect(comparePositions(stored[1]!.position, result.position)).toBe(0);
        expect(comparePositions(stored[0]!.position, stored[1]!.position)).toBeLessThan(0);
        expect(typeof stored[0]!.position.commit).toBe('bigint');
        expect(stored[0]!.recordedAt).toBeInstanceOf(Date);
        expect(Math.abs(stored[0]!.recordedAt.getTime() - Date.now())).toBeLessThan(60_000);
      });

      it('rejects no_stream when the stream exists, with its actual revision', async () => {
        const stream = uniqueStream('contract');
        await store.appendToStream(stream, makeEvents(3), { expectedRevision: 'no_stream' });
        await expectConflict(store.appendToStream(stream, makeEvents(1), { expectedRevision: 'no_stream' }), {
          streamId: stream,
          expected: 'no_stream',
          actual: 2n,
        });
        expect(await collectStream(store.readStream(stream))).toHaveLength(3);
      });

      it('appends at an exact revision that holds and rejects one that does not', async () => {
        const stream = uniqueStream('contract');
        await store.appendToStream(stream, makeEvents(1), { expectedRevision: 'no_stream' });
        const second = await store.appendToStream(stream, makeEvents(2), { expectedRevision: 0n });
        expect(second.nextRevision).toBe(2n);
        await expectConflict(store.appendToStream(stream, makeEvents(1), { expectedRevision: 0n }), {
          streamId: stream,
          expected: 0n,
          actual: 2n,
        });
        await expectConflict(store.appendToStream(stream, makeEvents(1), { expectedRevision: 5n }), {
          streamId: stream,
          expected: 5n,
          actual: 2n,
        });
        const absent = uniqueStream('contract');
        await expectConflict(store.appendToStream(absent, makeEvents(1), { expectedRevision: 0n }), {
          streamId: absent,
          expected: 0n,
          actual: 'no_stream',
        });
        expect((await collectStream(store.readStream(stream))).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      });

      it('appends with stream_exists to an existing stream and rejects it for an absent one', async () => {
        const stream = uniqueStream('contract');
        await store.appendToStream(stream, makeEvents(1), { expectedRevision: 'no_stream' });
        const result = await store.appendToStream(stream, makeEvents(2), { expectedRevision: 'stream_exists' });
        expect(result.nextRevision).toBe(2n);
        const absent = uniqueStream('contract');
        await expectConflict(store.appendToStream(absent, makeEvents(1), { expectedRevision: 'stream_exists' }), {
          streamId: absent,
          expected: 'stream_exists',
          actual: 'no_stream',
        });
        expect(await collectStream(store.readStream(absent))).toEqual([]);
      });

      it('appends with any whether or not the stream exists', async () => {
        const stream = uniqueStream('contract');
        const first = await store.appendToStream(stream, makeEvents(2), { expectedRevision: 'any' });
        expect(first.nextRevision).toBe(1n);
        const second = await store.appendToStream(stream, makeEvents(1), { expectedRevision: 'any' });
        expect(second.nextRevision).toBe(2n);
        expect(comparePositions(first.position, second.position)).toBeLessThan(0);
      });

      it('stores a retried append (same event ids) once and answers it as the first time', async () => {
        const stream = uniqueStream('contract');
        const created = makeEvents(2);
        const first = await store.appendToStream(stream, created, { expectedRevision: 'no_stream' });
        const retried = await store.appendToStream(stream, created, { expectedRevision: 'no_stream' });
        expect(retried).toEqual(first);

        const more = makeEvents(1);
        const third = await store.appendToStream(stream, more, { expectedRevision: 1n });
        const retriedThird = await store.appendToStream(stream, more, { expectedRevision: 1n });
        expect(retriedThird).toEqual(third);

        const stored = await collectStream(store.readStream(stream));
        expect(ids(stored)).toEqual([...ids(created), ...ids(more)]);
        const inAll = await readAllUntil(store, 'start', 3, { streams: new Set([stream]) });
        expect(ids(inAll)).toEqual(ids(stored));
      });

      it('rejects an empty append and malformed event ids before writing', async () => {
        const stream = uniqueStream('contract');
        await expect(store.appendToStream(stream, [], { expectedRevision: 'any' })).rejects.toThrow(RangeError);
        const [event] = makeEvents(1);
        await expect(
          store.appendToStream(stream, [{ ...event!, eventId: 'not-a-uuid' }], { expectedRevision: 'any' }),
        ).rejects.toThrow(/not a UUID/);
        await expect(store.appendToStream(stream, [event!, event!], { expectedRevision: 'any' })).rejects.toThrow(/twice/);
        expect(await collectStream(store.readStream(stream))).toEqual([]);
      });
    });

    describe('appendToStreams', () => {
      /** Streams that exist before a batch: `revisions[i]` + 1 events each. */
      async function existingStreams(revisions: readonly bigint[]): Promise<string[]> {
        return Promise.all(
          revisions.map(async (revision) => {
            const stream = uniqueStream('contract-batch');
            await store.appendToStream(stream, makeEvents(Number(revision) + 1), { expectedRevision: 'no_stream' });
            return stream;
          }),
        );
      }

      it('appends to new and existing streams with every kind of expected revision, answering in order', async () => {
        const [exact, exists, anyExisting] = await existingStreams([0n, 1n, 0n]);
        const fresh = uniqueStream('contract-batch');
        const freshAny = uniqueStream('contract-batch');
        const appends: StreamAppend[] = [
          { streamId: fresh, events: makeEvents(2), expectedRevision: 'no_stream' },
          { streamId: exact!, events: makeEvents(1), expectedRevision: 0n },
          { streamId: exists!, events: makeEvents(3), expectedRevision: 'stream_exists' },
          { streamId: anyExisting!, events: makeEvents(1), expectedRevision: 'any' },
          { streamId: freshAny, events: makeEvents(2), expectedRevision: 'any' },
        ];
        const results = await store.appendToStreams(appends);
        expect(results.map((r) => r.nextRevision)).toEqual([1n, 1n, 4n, 1n, 1n]);
        for (const [i, { streamId, events }] of appends.entries()) {
          const stored = await collectStream(store.readStream(streamId));
          expect(stored.map((e) => e.revision)).toEqual(stored.map((_, r) => BigInt(r)));
          const appended = stored.slice(-events.length);
          expect(appended.map((e) => ({ eventId: e.eventId, type: e.type, data: e.data, metadata: e.metadata }))).toEqual(
            events.map((e) => ({ eventId: e.eventId, type: e.type, data: e.data, metadata: e.metadata })),
          );
          expect(comparePositions(stored[stored.length - 1]!.position, results[i]!.position)).toBe(0);
        }
        expect(await store.appendToStreams([])).toEqual([]);
      });

      it('stores each event of a batch with its data and metadata as given (null, text and numbers too)', async () => {
        const datas = [
          null,
          'plain text',
          42,
          [1, 'two'],
          { nested: { quote: 'it\'s "quoted" \\ back', none: null } },
          { lines: 'tab\there\nnew line\r\nend', text: 'café 🏠 \\u0000 \\\\ \\N', key: { 'a\tb': 1 } },
        ];
        const appends: StreamAppend[] = datas.map((data) => ({
          streamId: uniqueStream('contract-batch-data'),
          events: makeEvents(1).map((e) => ({ ...e, data: data as never })),
          expectedRevision: 'no_stream',
        }));
        await store.appendToStreams(appends);
        for (const { streamId, events } of appends) {
          const [stored] = await collectStream(store.readStream(streamId));
          expect({ type: stored!.type, data: stored!.data, metadata: stored!.metadata }).toEqual({ type: events[0]!.type, data: events[0]!.data, metadata: events[0]!.metadata });
        }
      });

      it('puts every event of a batch in $all exactly once, each stream in revision order', async () => {
        const existing = await existingStreams(Array.from({ length: 20 }, (_, i) => BigInt(i % 3)));
        const before = await currentHead(store);
        const appends: StreamAppend[] = [
          ...existing.map((streamId, i) => ({
            streamId,
            events: makeEvents(1 + (i % 3)),
            expectedRevision: (i % 2 === 0 ? BigInt(i % 3) : 'stream_exists') as ExpectedRevision,
          })),
          ...Array.from({ length: 40 }, (_, i) => ({
            streamId: uniqueStream('contract-batch'),
            events: makeEvents(1 + (i % 4)),
            expectedRevision: (i % 2 === 0 ? 'no_stream' : 'any') as ExpectedRevision,
          })),
        ];
        const results = await store.appendToStreams(appends);
        const written = appends.flatMap((a) => ids(a.events));
        const streams = new Set(appends.map((a) => a.streamId));
        const read = await readAllUntil(store, before, written.length, { streams, pageSize: 37 });
        expectOnceInRevisionOrder(read, written);
        const lastOf = new Map(read.map((e) => [e.streamId, e]));
        appends.forEach(({ streamId }, i) => {
          expect(lastOf.get(streamId)?.revision).toBe(results[i]!.nextRevision);
          expect(comparePositions(lastOf.get(streamId)!.position, results[i]!.position)).toBe(0);
        });
      });

      const conflicts: {
        kind: string;
        make: () => Promise<{ append: StreamAppend; actual: bigint | 'no_stream' }>;
      }[] = [
        {
          kind: 'an exact revision that does not hold',
          make: async () => {
            const [streamId] = await existingStreams([1n]);
            return { append: { streamId: streamId!, events: makeEvents(1), expectedRevision: 0n }, actual: 1n };
          },
        },
        {
          kind: 'no_stream for an existing stream',
          make: async () => {
            const [streamId] = await existingStreams([2n]);
            return { append: { streamId: streamId!, events: makeEvents(1), expectedRevision: 'no_stream' }, actual: 2n };
          },
        },
        {
          kind: 'stream_exists for an absent stream',
          make: async () => {
            const streamId = uniqueStream('contract-batch');
            return { append: { streamId, events: makeEvents(1), expectedRevision: 'stream_exists' }, actual: 'no_stream' };
          },
        },
      ];

      for (const { kind, make } of conflicts) {
        it(`refuses a batch with ${kind}, naming that stream`, async () => {
          const [other] = await existingStreams([0n]);
          const { append, actual } = await make();
          const batch: StreamAppend[] = [
            { streamId: uniqueStream('contract-batch'), events: makeEvents(2), expectedRevision: 'no_stream' },
            append,
            { streamId: other!, events: makeEvents(1), expectedRevision: 'any' },
          ];
          await expectConflict(store.appendToStreams(batch), { streamId: append.streamId, expected: append.expectedRevision, actual });
        });
      }

      if (capabilities.atomicBatches) {
        it('stores nothing at all of a batch in which one expected revision does not hold', async () => {
          const [exact, exists, anyExisting, conflicting] = await existingStreams([0n, 1n, 2n, 1n]);
          const fresh = uniqueStream('contract-batch');
          const freshAny = uniqueStream('contract-batch');
          const streamIds = [fresh, exact!, exists!, conflicting!, anyExisting!, freshAny];
          const before = await currentHead(store);
          const stored = await snapshot(store, streamIds);
          const batch = (conflictingRevision: bigint): StreamAppend[] => [
            { streamId: fresh, events: makeEvents(2), expectedRevision: 'no_stream' },
            { streamId: exact!, events: makeEvents(1), expectedRevision: 0n },
            { streamId: exists!, events: makeEvents(1), expectedRevision: 'stream_exists' },
            { streamId: conflicting!, events: makeEvents(1), expectedRevision: conflictingRevision },
            { streamId: anyExisting!, events: makeEvents(2), expectedRevision: 'any' },
            { streamId: freshAny, events: makeEvents(1), expectedRevision: 'any' },
          ];
          await expectConflict(store.appendToStreams(batch(0n)), { streamId: conflicting!, expected: 0n, actual: 1n });
          expect(await snapshot(store, streamIds)).toEqual(stored);
          const last = await store.readLastEvents(streamIds);
          expect([...last.keys()].sort()).toEqual([exact!, exists!, conflicting!, anyExisting!].sort());
          await sleep(50);
          const inAll = await store.readAll(positionOrStart(before), 1000);
          expect(inAll.filter((e) => streamIds.includes(e.streamId))).toEqual([]);

          // Nothing half-written is in the way: the same batch with the right revision lands whole.
          const results = await store.appendToStreams(batch(1n));
          expect(results.map((r) => r.nextRevision)).toEqual([1n, 1n, 2n, 2n, 4n, 0n]);
        });
      }

      it('refuses the same stream twice in one batch, and an event id twice, before writing', async () => {
        const stream = uniqueStream('contract-batch');
        const other = uniqueStream('contract-batch');
        const twice = store.appendToStreams([
          { streamId: other, events: makeEvents(1), expectedRevision: 'no_stream' },
          { streamId: stream, events: makeEvents(1), expectedRevision: 'no_stream' },
          { streamId: stream, events: makeEvents(1), expectedRevision: 0n },
        ]);
        await expect(twice).rejects.toThrow(TypeError);
        await expect(twice).rejects.toThrow(new RegExp(`stream ${stream} appears twice`));
        const shared = makeEvents(1);
        await expect(
          store.appendToStreams([
            { streamId: stream, events: shared, expectedRevision: 'no_stream' },
            { streamId: other, events: shared, expectedRevision: 'no_stream' },
          ]),
        ).rejects.toThrow(/event id .* appears twice/);
        await expect(store.appendToStreams([{ streamId: stream, events: [], expectedRevision: 'any' }])).rejects.toThrow(RangeError);
        expect(await snapshot(store, [stream, other])).toEqual(
          new Map([
            [stream, []],
            [other, []],
          ]),
        );
      });

      it('stores a re-sent batch (same event ids) once and answers it as the first time', async () => {
        const [existing] = await existingStreams([1n]);
        const before = await currentHead(store);
        const batch: StreamAppend[] = [
          { streamId: uniqueStream('contract-batch'), events: makeEvents(2), expectedRevision: 'no_stream' },
          { streamId: existing!, events: makeEvents(2), expectedRevision: 1n },
          { streamId: uniqueStream('contract-batch'), events: makeEvents(1), expectedRevision: 'no_stream' },
        ];
        const first = await store.appendToStreams(batch);
        const retried = await store.appendToStreams(batch);
        expect(retried).toEqual(first);
        const streams = batch.map((a) => a.streamId);
        const stored = await snapshot(store, streams);
        expect(stored.get(streams[0]!)).toEqual(ids(batch[0]!.events));
        expect(stored.get(existing!)).toHaveLength(4);
        expect(stored.get(existing!)!.slice(2)).toEqual(ids(batch[1]!.events));
        expect(stored.get(streams[2]!)).toEqual(ids(batch[2]!.events));
        const written = batch.flatMap((a) => ids(a.events));
        expectOnceInRevisionOrder(await readAllUntil(store, before, written.length, { streams: new Set(streams) }), written);
      });

      it('lands concurrent batches over the same streams (any) without deadlock, each stream in order', async () => {
        const streams = Array.from({ length: 40 }, () => uniqueStream('contract-batch-shared'));
        const before = await currentHead(store);
        const orders = [
          streams,
          [...streams].reverse(),
          streams.filter((_, i) => i % 2 === 0),
          [...streams.slice(20), ...streams.slice(0, 20)],
        ];
        const rounds = 3;
        const batches = Array.from({ length: rounds }, () =>
          orders.map((order) => order.map((streamId, i): StreamAppend => ({ streamId, events: makeEvents(1 + (i % 2)), expectedRevision: 'any' }))),
        ).flat();
        const results: AppendResult[][] = await Promise.all(batches.map((batch) => store.appendToStreams(batch)));

        const written = batches.flat().flatMap((a) => ids(a.events));
        const read = await readAllUntil(store, before, written.length, { streams: new Set(streams), pageSize: 200 });
        expectOnceInRevisionOrder(read, written);
        const revisionsOf = new Map<string, bigint[]>();
        batches.forEach((batch, b) =>
          batch.forEach(({ streamId }, i) => revisionsOf.set(streamId, [...(revisionsOf.get(streamId) ?? []), results[b]![i]!.nextRevision])),
        );
        for (const streamId of streams) {
          const count = batches.flat().filter((a) => a.streamId === streamId).reduce((n, a) => n + a.events.length, 0);
          expect(read.filter((e) => e.streamId === streamId).map((e) => e.revision)).toEqual(Array.from({ length: count }, (_, r) => BigInt(r)));
          // Each batch got its own revisions in every stream.
          expect(new Set(revisionsOf.get(streamId)).size).toBe(revisionsOf.get(streamId)!.length);
        }
      });
    });

    describe('readLastEvents', () => {
      it('answers the newest event of each existing stream and leaves absent ones out', async () => {
        const long = uniqueStream('contract-last');
        const short = uniqueStream('contract-last');
        const absent = uniqueStream('contract-last');
        await store.appendToStream(long, makeEvents(2), { expectedRevision: 'no_stream' });
        const newest = makeEvents(2, 'Newest');
        const appended = await store.appendToStream(long, newest, { expectedRevision: 1n });
        const [only] = makeEvents(1);
        await store.appendToStream(short, [only!], { expectedRevision: 'no_stream' });

        const last = await store.readLastEvents([absent, long, short, long]);
        expect([...last.keys()].sort()).toEqual([long, short].sort());
        const ofLong = last.get(long)!;
        expect({ eventId: ofLong.eventId, streamId: ofLong.streamId, revision: ofLong.revision, type: ofLong.type, data: ofLong.data }).toEqual({
          eventId: newest[1]!.eventId,
          streamId: long,
          revision: 3n,
          type: 'Newest',
          data: newest[1]!.data,
        });
        expect(ofLong.metadata).toEqual(newest[1]!.metadata);
        expect(comparePositions(ofLong.position, appended.position)).toBe(0);
        expect(ofLong.recordedAt).toBeInstanceOf(Date);
        expect(last.get(short)?.eventId).toBe(only!.eventId);
        expect(last.get(short)?.revision).toBe(0n);
        expect((await store.readLastEvents([])).size).toBe(0);
        expect((await store.readLastEvents([absent])).size).toBe(0);
      });

      it('answers 2,000 stream ids in one call', async () => {
        const appends: StreamAppend[] = Array.from({ length: 1_000 }, (_, i) => ({
          streamId: uniqueStream('contract-last-many'),
          events: makeEvents(1 + (i % 3)),
          expectedRevision: 'no_stream',
        }));
        for (let i = 0; i < appends.length; i += 500) await store.appendToStreams(appends.slice(i, i + 500));
        const absent = Array.from({ length: 1_000 }, () => uniqueStream('contract-last-absent'));
        const asked = appends.flatMap((a, i) => [a.streamId, absent[i]!]);
        expect(asked).toHaveLength(2_000);

        const last = await store.readLastEvents(asked);
        expect(last.size).toBe(1_000);
        for (const { streamId, events } of appends) {
          const event = last.get(streamId);
          expect(event?.eventId).toBe(events[events.length - 1]!.eventId);
          expect(event?.revision).toBe(BigInt(events.length - 1));
        }
        for (const streamId of absent) expect(last.has(streamId)).toBe(false);
      });
    });

    describe('readStreams', () => {
      it('answers every event of each existing stream in revision order, leaving absent ones out', async () => {
        const appends: StreamAppend[] = Array.from({ length: 300 }, (_, i) => ({
          streamId: uniqueStream('contract-streams'),
          events: makeEvents(1 + (i % 4)),
          expectedRevision: 'no_stream',
        }));
        await store.appendToStreams(appends);
        const [first] = appends;
        const more = makeEvents(2, 'Later');
        await store.appendToStream(first!.streamId, more, { expectedRevision: 0n });
        const absent = uniqueStream('contract-streams-absent');

        const read = await store.readStreams([absent, ...appends.map((a) => a.streamId), first!.streamId]);
        expect(read.size).toBe(appends.length);
        expect(read.has(absent)).toBe(false);
        expect(read.get(first!.streamId)!.map((e) => [e.eventId, e.revision, e.type])).toEqual(
          [...first!.events, ...more].map((e, r) => [e.eventId, BigInt(r), e.type]),
        );
        for (const { streamId, events } of appends.slice(1)) {
          expect(read.get(streamId)!.map((e) => e.eventId)).toEqual(events.map((e) => e.eventId));
          expect(read.get(streamId)!.every((e) => e.streamId === streamId && e.recordedAt instanceof Date)).toBe(true);
        }
        expect((await store.readStreams([])).size).toBe(0);
      });
    });

    describe('readStream', () => {
      const stream = uniqueStream('contract-read');
      let written: EventToAppend[];

      beforeAll(async () => {
        // More than ten events: revisions 10 and 11 sort before 2 wherever numbers are compared as text.
        written = [...makeEvents(4, 'First', 0), ...makeEvents(8, 'Second', 4)];
        await store.appendToStream(stream, written.slice(0, 4), { expectedRevision: 'no_stream' });
        await store.appendToStream(stream, written.slice(4), { expectedRevision: 3n });
      });

      const revisions = async (options?: Parameters<EventStore['readStream']>[1]) =>
        (await collectStream(store.readStream(stream, options))).map((e) => Number(e.revision));

      it('reads forwards from the first revision', async () => {
        const events = await collectStream(store.readStream(stream));
        expect(events.map((e) => Number(e.revision))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
        expect(ids(events)).toEqual(ids(written));
      });

      it('reads backwards from the last revision', async () => {
        expect(await revisions({ direction: 'backwards' })).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
      });

      it('starts at fromRevision, in either direction', async () => {
        expect(await revisions({ fromRevision: 4n })).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
        expect(await revisions({ fromRevision: 4n, direction: 'backwards' })).toEqual([4, 3, 2, 1, 0]);
        expect(await revisions({ fromRevision: 12n })).toEqual([]);
      });

      it('stops after maxCount events', async () => {
        expect(await revisions({ maxCount: 3 })).toEqual([0, 1, 2]);
        expect(await revisions({ maxCount: 3, direction: 'backwards' })).toEqual([11, 10, 9]);
        expect(await revisions({ fromRevision: 5n, maxCount: 2 })).toEqual([5, 6]);
        expect(await revisions({ fromRevision: 2n, maxCount: 5, direction: 'backwards' })).toEqual([2, 1, 0]);
        expect(await revisions({ maxCount: 0 })).toEqual([]);
      });

      it('yields nothing for an absent stream', async () => {
        expect(await collectStream(store.readStream(uniqueStream('absent')))).toEqual([]);
        expect(await collectStream(store.readStream(uniqueStream('absent'), { direction: 'backwards' }))).toEqual([]);
      });
    });

    describe('readAll', () => {
      it('pages from start through every event, in order, once', async () => {
        const stream = uniqueStream('contract-all');
        const written = makeEvents(5);
        await store.appendToStream(stream, written, { expectedRevision: 'no_stream' });
        await readAllUntil(store, 'start', written.length, { streams: new Set([stream]) });

        const everything: RecordedEvent[] = [];
        let cursor: Parameters<EventStore['readAll']>[0] = 'start';
        for (;;) {
          const page = await store.readAll(cursor, 7);
          expect(page.length).toBeLessThanOrEqual(7);
          if (page.length === 0) break;
          everything.push(...page);
          cursor = page[page.length - 1]!.position;
        }
        for (let i = 1; i < everything.length; i++) {
          expect(comparePositions(everything[i - 1]!.position, everything[i]!.position)).toBeLessThan(0);
        }
        expect(new Set(ids(everything)).size).toBe(everything.length);
        expect(everything.some((e) => e.type.startsWith('$'))).toBe(false);
        expect(ids(everything.filter((e) => e.streamId === stream))).toEqual(ids(written));
      });

      it('reads strictly after a position, up to the limit', async () => {
        const before = await currentHead(store);
        const a = uniqueStream('contract-all');
        const b = uniqueStream('contract-all');
        const written: EventToAppend[] = [];
        for (let i = 0; i < 3; i++) {
          const forA = makeEvents(2, 'A', i * 2);
          const forB = makeEvents(1, 'B', i);
          await store.appendToStream(a, forA, { expectedRevision: 'any' });
          await store.appendToStream(b, forB, { expectedRevision: 'any' });
          written.push(...forA, ...forB);
        }
        const all = await readAllUntil(store, before, written.length, { streams: new Set([a, b]) });
        expect(ids(all)).toEqual(ids(written));

        const third = all[2]!;
        const next = await store.readAll(third.position, 2);
        expect(ids(next)).toEqual(ids(all.slice(3, 5)));
        const last = all[all.length - 1]!;
        const tail = await readAllUntil(store, last.position, 0, { streams: new Set([a, b]) });
        expect(tail).toEqual([]);
      });

      it('returns every event of concurrent writers exactly once, each stream in revision order', { timeout: 60_000 }, async () => {
        const writers = 8;
        const perWriter = 500;
        const shared = [uniqueStream('contract-shared'), uniqueStream('contract-shared')];
        const own = Array.from({ length: writers }, () => uniqueStream('contract-own'));
        const streams = new Set([...shared, ...own]);
        const before = await currentHead(store);

        const appended = new Set<string>();
        let writersDone = false;
        const read: RecordedEvent[] = [];
        const reader = (async () => {
          let cursor = before;
          const deadline = Date.now() + 50_000;
          for (;;) {
            const page = await store.readAll(cursor, 300);
            for (const event of page) if (streams.has(event.streamId)) read.push(event);
            const last = page[page.length - 1];
            if (last) {
              for (let i = 1; i < page.length; i++) {
                if (comparePositions(page[i - 1]!.position, page[i]!.position) >= 0) {
                  throw new Error(`readAll page out of order at ${formatPosition(page[i]!.position)}`);
                }
              }
              cursor = last.position;
              continue;
            }
            if (writersDone && read.length >= writers * perWriter) return;
            if (Date.now() > deadline) throw new Error(`reader saw ${read.length} of ${writers * perWriter} events`);
            await sleep(2);
          }
        })();

        const writing = Promise.all(
          own.map(async (ownStream, w) => {
            let ownRevision: ExpectedRevision = 'no_stream';
            let written = 0;
            for (let i = 0; written < perWriter; i++) {
              const size = Math.min(1 + ((w + i) % 5), perWriter - written);
              const events = makeEvents(size, `Writer${w}`, written);
              if (i % 2 === 0) {
                await store.appendToStream(shared[(w + i) % 2]!, events, { expectedRevision: 'any' });
              } else {
                ownRevision = (await store.appendToStream(ownStream, events, { expectedRevision: ownRevision })).nextRevision;
              }
              for (const e of events) appended.add(e.eventId);
              written += size;
            }
          }),
        ).finally(() => {
          writersDone = true;
        });
        await Promise.all([writing, reader]);

        expect(appended.size).toBe(writers * perWriter);
        expect(read).toHaveLength(writers * perWriter);
        expect(new Set(ids(read))).toEqual(appended);
        const revisionsByStream = new Map<string, bigint[]>();
        for (const event of read) {
          const list = revisionsByStream.get(event.streamId) ?? [];
          list.push(event.revision);
          revisionsByStream.set(event.streamId, list);
        }
        for (const [, revisions] of revisionsByStream) {
          expect(revisions).toEqual(revisions.map((_, i) => BigInt(i)));
        }
        // A second pass sees the same events in the same order.
        const again = await readAllUntil(store, before, writers * perWriter, { streams, pageSize: 1000 });
        expect(ids(again)).toEqual(ids(read));
      });

      if (capabilities.openTransactions) {
        it('is not overtaken by commits while an earlier append is still open', async () => {
          const before = await currentHead(store);
          const heldStream = uniqueStream('contract-held');
          const laterStream = uniqueStream('contract-later');
          const held = makeEvents(2, 'Held');
          const later = makeEvents(1, 'Later');
          const streams = new Set([heldStream, laterStream]);
          if (!subject.openAppend) throw new Error('openTransactions needs ContractSubject.openAppend');
          const open = await subject.openAppend(heldStream, held);
          try {
            await store.appendToStream(laterStream, later, { expectedRevision: 'no_stream' });
            await sleep(50);
            // Committed, but behind an append still open: not readable yet, so no reader skips past the open one.
            const early = await store.readAll(before, 100);
            expect(ids(early.filter((e) => streams.has(e.streamId)))).toEqual([]);
          } finally {
            await open.commit();
          }
          const after = await readAllUntil(store, before, 3, { streams });
          expect(ids(after)).toEqual([...ids(held), ...ids(later)]);
        });
      }
    });

    describe('headPosition', () => {
      it('is the position of the newest event', async () => {
        const result = await store.appendToStream(uniqueStream('contract-head'), makeEvents(3), { expectedRevision: 'no_stream' });
        const head = await store.headPosition();
        expect(head).toBeDefined();
        expect(comparePositions(head!, result.position)).toBe(0);
      });
    });

    describe('wake', () => {
      it('yields at once when events after the position exist', async () => {
        await store.appendToStream(uniqueStream('contract-wake'), makeEvents(1), { expectedRevision: 'any' });
        const abort = new AbortController();
        const iterator = store.wake(positionOrStart('start'), abort.signal)[Symbol.asyncIterator]();
        const first = await Promise.race([iterator.next(), sleep(5_000).then(() => 'timeout' as const)]);
        expect(first).toEqual({ done: false, value: undefined });
        abort.abort();
        await iterator.return?.();
      });

      it('yields after an append, not before, and ends when aborted', async () => {
        const head = positionOrStart(await currentHead(store));
        const abort = new AbortController();
        const iterator = store.wake(head, abort.signal)[Symbol.asyncIterator]();
        let woken = false;
        const next = iterator.next().then((result) => {
          woken = true;
          return result;
        });
        await sleep(1_200);
        expect(woken).toBe(false);

        const appendedAt = Date.now();
        await store.appendToStream(uniqueStream('contract-wake'), makeEvents(1), { expectedRevision: 'no_stream' });
        const result = await Promise.race([next, sleep(5_000).then(() => 'timeout' as const)]);
        expect(result).toEqual({ done: false, value: undefined });
        expect(Date.now() - appendedAt).toBeLessThan(5_000);

        const ended = iterator.next();
        abort.abort();
        expect(await Promise.race([ended, sleep(3_000).then(() => 'timeout' as const)])).toEqual({ done: true, value: undefined });
      });
    });
  });
}
