import { comparePositions, formatPosition, type RecordedEvent } from '@outreach/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError, type EventStore, type EventToAppend, type ExpectedRevision } from '../port.ts';
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

/**
 * The behaviour every EventStore adapter must have. Each adapter's integration test calls this
 * with a setup giving a store on a database of its own (streams are unique per test anyway, so a
 * shared server works too). With `openTransactions`, setup must provide openAppend, and the suite
 * also checks that readAll does not run ahead of an append left open.
 */
export function eventStoreContract(
  name: string,
  setup: () => Promise<ContractSubject>,
  capabilities: { openTransactions: boolean },
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
