import { describe, expect, it } from 'vitest';
import { mailboxRotation, spreadAcrossMailboxes } from './mailboxSpread.ts';

describe('spreadAcrossMailboxes', () => {
  it('splits a send that fits today in proportion to the room each mailbox has left', () => {
    expect(spreadAcrossMailboxes(300, [{ roomToday: 500, dailyLimit: 500 }, { roomToday: 100, dailyLimit: 500 }])).toEqual([250, 50]);
    expect(spreadAcrossMailboxes(10, [{ roomToday: 40, dailyLimit: 50 }, { roomToday: 40, dailyLimit: 50 }, { roomToday: 40, dailyLimit: 50 }])).toEqual([4, 3, 3]);
  });

  it('gives a mailbox with no room left today nothing while others have room', () => {
    expect(spreadAcrossMailboxes(100, [{ roomToday: 0, dailyLimit: 2500 }, { roomToday: 200, dailyLimit: 200 }])).toEqual([0, 100]);
  });

  it('fills every mailbox to its room today, and splits what is left by daily limit (it goes on the next days)', () => {
    expect(spreadAcrossMailboxes(1_000, [{ roomToday: 50, dailyLimit: 50 }, { roomToday: 300, dailyLimit: 2_500 }, { roomToday: 0, dailyLimit: 450 }])).toEqual([50 + 11, 300 + 542, 0 + 97]);
  });

  it('always adds up to the send, whatever the rooms', () => {
    for (const total of [0, 1, 7, 999, 10_000]) {
      const shares = spreadAcrossMailboxes(total, [{ roomToday: 3, dailyLimit: 0 }, { roomToday: 0, dailyLimit: 0 }, { roomToday: 17, dailyLimit: 9 }]);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      expect(shares.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    }
  });
});

describe('mailboxRotation', () => {
  it('gives every mailbox its share, interleaved from the first recipient on', () => {
    const order = mailboxRotation(['a', 'b', 'c'], [4, 2, 0]);
    expect(order).toEqual(['a', 'b', 'a', 'a', 'b', 'a']);
    expect(mailboxRotation(['a', 'b'], [3, 3])).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
  });

  it('counts each share exactly over a large send', () => {
    const order = mailboxRotation(['a', 'b', 'c'], [6_001, 2_999, 1_000]);
    expect(order).toHaveLength(10_000);
    expect(['a', 'b', 'c'].map((m) => order.filter((x) => x === m).length)).toEqual([6_001, 2_999, 1_000]);
    // Within any 10 recipients each mailbox has about its share: none waits for another's to run out.
    expect(order.slice(0, 10).filter((x) => x === 'c')).toHaveLength(1);
  });
});
