import type { RecordedEvent } from '@outreach/domain';
import { describe, expect, it } from 'vitest';
import { ReadAllCache } from './readAllCache.ts';

/** Events at positions (commit n, prepare n) for n in [from, to]. */
const events = (from: number, to: number): RecordedEvent[] =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const n = BigInt(from + i);
    return { eventId: `e${n}`, streamId: 's', revision: n, position: { commit: n, prepare: n }, type: 'T', data: null, metadata: {} as RecordedEvent['metadata'], recordedAt: new Date(0) };
  });
const at = (n: number) => ({ commit: BigInt(n), prepare: BigInt(n) });
const ids = (list: RecordedEvent[] | undefined) => list?.map((e) => e.eventId);

describe('ReadAllCache', () => {
  it('answers after its start and after any of its events, up to the limit, and not past its end', () => {
    const cache = new ReadAllCache(100);
    cache.remember('start', events(1, 5));
    expect(ids(cache.after('start', 2))).toEqual(['e1', 'e2']);
    expect(ids(cache.after(at(3), 10))).toEqual(['e4', 'e5']);
    expect(cache.after(at(5), 10)).toBeUndefined();
    expect(cache.after(at(9), 10)).toBeUndefined();
  });

  it('grows by what was read after its end, and starts over with a newer stretch that does not follow it', () => {
    const cache = new ReadAllCache(100);
    cache.remember('start', events(1, 3));
    cache.remember(at(3), events(4, 6));
    expect(ids(cache.after(at(2), 10))).toEqual(['e3', 'e4', 'e5', 'e6']);
    // Read after a position it does not hold: nothing is known between 6 and 20.
    cache.remember(at(20), events(21, 22));
    expect(cache.after(at(3), 10)).toBeUndefined();
    expect(ids(cache.after(at(20), 10))).toEqual(['e21', 'e22']);
  });

  it('keeps the newest stretch when a reader far behind reads older events', () => {
    const cache = new ReadAllCache(100);
    cache.remember(at(50), events(51, 60));
    cache.remember('start', events(1, 10));
    expect(cache.after('start', 5)).toBeUndefined();
    expect(ids(cache.after(at(58), 5))).toEqual(['e59', 'e60']);
  });

  it('drops its oldest events beyond its capacity', () => {
    const cache = new ReadAllCache(4);
    cache.remember('start', events(1, 3));
    cache.remember(at(3), events(4, 6));
    expect(cache.after('start', 10)).toBeUndefined();
    expect(cache.after(at(1), 10)).toBeUndefined();
    expect(ids(cache.after(at(2), 10))).toEqual(['e3', 'e4', 'e5', 'e6']);
  });

  it('keeps exactly its newest events through many reads past its capacity, one at a time and in runs', () => {
    const cache = new ReadAllCache(4);
    cache.remember('start', events(1, 1));
    for (let n = 2; n <= 50; n++) cache.remember(at(n - 1), events(n, n));
    expect(ids(cache.after(at(46), 10))).toEqual(['e47', 'e48', 'e49', 'e50']);
    expect(cache.after(at(45), 10)).toBeUndefined();
    cache.remember(at(50), events(51, 57));
    expect(ids(cache.after(at(53), 10))).toEqual(['e54', 'e55', 'e56', 'e57']);
    expect(ids(cache.after(at(55), 1))).toEqual(['e56']);
    expect(cache.after(at(52), 10)).toBeUndefined();
  });

  it('ignores a read that is not longer after its end (another reader got there first)', () => {
    const cache = new ReadAllCache(100);
    cache.remember('start', events(1, 3));
    cache.remember(at(3), events(4, 5));
    cache.remember(at(3), events(4, 5));
    expect(ids(cache.after('start', 10))).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
  });
});
