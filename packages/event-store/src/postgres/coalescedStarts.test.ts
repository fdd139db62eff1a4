import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CoalescedStarts } from './coalescedStarts.ts';

describe('CoalescedStarts', () => {
  it('runs one read for the callers of a key that ask before it starts', async () => {
    const starts = new CoalescedStarts();
    let reads = 0;
    const read = async () => ++reads;
    const answers = await Promise.all([starts.run('head', read), starts.run('head', read), starts.run('head', read)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(reads).toBe(1);
  });

  it('gives a caller that asks after the read started a read of its own', async () => {
    const starts = new CoalescedStarts();
    let reads = 0;
    let release!: () => void;
    const read = async () => {
      const n = ++reads;
      if (n === 1) await new Promise<void>((resolve) => (release = resolve));
      return n;
    };
    const first = starts.run('head', read);
    await nextTurn();
    await nextTurn();
    expect(reads).toBe(1);
    const second = starts.run('head', read);
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
  });

  it('keeps keys apart and passes failures to every caller of the read', async () => {
    const starts = new CoalescedStarts();
    const failing = () => Promise.reject(new Error('database gone'));
    const [a, b, c] = await Promise.allSettled([starts.run('x', failing), starts.run('x', failing), starts.run('y', async () => 'y')]);
    expect(a).toMatchObject({ status: 'rejected', reason: { message: 'database gone' } });
    expect(b).toMatchObject({ status: 'rejected', reason: { message: 'database gone' } });
    expect(c).toEqual({ status: 'fulfilled', value: 'y' });
    expect(await starts.run('x', async () => 'again')).toBe('again');
  });
});
