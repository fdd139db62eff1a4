import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { perTurn } from './perTurn.ts';

describe('perTurn', () => {
  it('passes on what one turn of the event loop gathered together, in order, and each later turn on its own', async () => {
    const posted: number[][] = [];
    const post = perTurn<number>((items) => posted.push(items));
    post(1);
    post(2);
    await Promise.resolve();
    post(3);
    expect(posted).toEqual([]);
    await nextTurn();
    expect(posted).toEqual([[1, 2, 3]]);
    post(4);
    await nextTurn();
    expect(posted).toEqual([[1, 2, 3], [4]]);
  });
});
