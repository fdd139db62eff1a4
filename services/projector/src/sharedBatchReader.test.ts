import type { RecordedEvent } from '@outreach/domain';
import type { EventStore } from '@outreach/event-store';
import { describe, expect, it } from 'vitest';
import { sharedBatchReader } from './sharedBatchReader.ts';

/** A store whose readAll serves a growing in-memory log, counting calls. */
function logStore() {
  const log: RecordedEvent[] = [];
  let calls = 0;
  const store = {
    async readAll(after: { commit: bigint; prepare: bigint } | 'start', limit: number) {
      calls++;
      const from = after === 'start' ? 0 : Number(after.prepare);
      return log.slice(from, from + limit);
    },
    async headPosition() {
      return undefined;
    },
  } as unknown as EventStore;
  const append = (n: number) => {
    for (let i = 0; i < n; i++) {
      const p = log.length + 1;
      log.push({ eventId: String(p), position: { commit: 0n, prepare: BigInt(p) } } as RecordedEvent);
    }
  };
  return { store, append, calls: () => calls };
}

describe('sharedBatchReader', () => {
  it('reads a full batch once for every projection that asks', async () => {
    const { store, append, calls } = logStore();
    append(10);
    const reader = sharedBatchReader(store);
    const batches = await Promise.all([1, 2, 3].map(() => reader.readAll('start', 5)));
    expect(batches.every((b) => b.length === 5)).toBe(true);
    expect(calls()).toBe(1);
  });

  it('never keeps a short batch: new events near the head are seen', async () => {
    const { store, append, calls } = logStore();
    append(3);
    const reader = sharedBatchReader(store);
    expect(await reader.readAll('start', 5)).toHaveLength(3);
    append(4);
    expect(await reader.readAll('start', 5)).toHaveLength(5);
    expect(calls()).toBe(2);
  });

  it('passes every other method through', async () => {
    const { store } = logStore();
    expect(await sharedBatchReader(store).headPosition()).toBeUndefined();
  });
});
