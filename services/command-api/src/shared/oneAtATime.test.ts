import { describe, expect, it } from 'vitest';
import { oneAtATime } from './oneAtATime.ts';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('oneAtATime', () => {
  it('runs the work of one key in order, one at a time, whatever each one takes', async () => {
    const log: string[] = [];
    const job = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await pause(ms);
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([oneAtATime('a', job('1', 20)), oneAtATime('a', job('2', 1)), oneAtATime('a', job('3', 5))]);
    expect(results).toEqual(['1', '2', '3']);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('lets other keys run alongside, and goes on after a failure', async () => {
    const log: string[] = [];
    const slow = oneAtATime('x', async () => {
      await pause(20);
      log.push('x');
    });
    await oneAtATime('y', async () => log.push('y'));
    expect(log).toEqual(['y']);
    await slow;
    await expect(oneAtATime('z', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await oneAtATime('z', async () => 'after')).toBe('after');
  });
});
