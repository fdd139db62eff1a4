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

  it('has one read of a key in progress at a time: the callers that ask meanwhile share the next, started once it is over', async () => {
    const starts = new CoalescedStarts();
    let reads = 0;
    let inProgress = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const read = async () => {
      const n = ++reads;
      most = Math.max(most, ++inProgress);
      await new Promise<void>((resolve) => releases.push(resolve));
      inProgress--;
      return n;
    };
    const first = starts.run('head', read);
    await nextTurn();
    const meanwhile = [starts.run('head', read)];
    await nextTurn();
    meanwhile.push(starts.run('head', read));
    await nextTurn();
    // The second read has not started: the first is still in progress.
    expect(reads).toBe(1);
    releases[0]!();
    expect(await first).toBe(1);
    await nextTurn();
    expect(reads).toBe(2);
    // Asked while the second is in progress: a third, after it.
    const later = starts.run('head', read);
    releases[1]!();
    expect(await Promise.all(meanwhile)).toEqual([2, 2]);
    await nextTurn();
    releases[2]!();
    expect(await later).toBe(3);
    expect(most).toBe(1);
  });

  it('starts the next read after one that failed', async () => {
    const starts = new CoalescedStarts();
    let fail!: (error: Error) => void;
    const failing = starts.run('head', () => new Promise<string>((_, reject) => (fail = reject)));
    await nextTurn();
    const next = starts.run('head', async () => 'fresh');
    fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    expect(await next).toBe('fresh');
  });

});
