import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './timeOrderedId.ts';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const millisOf = (id: string) => parseInt(id.replace('-', '').slice(0, 12), 16);

describe('timeOrderedId', () => {
  it('answers distinct version 7 UUIDs that start with the time they were made', () => {
    const before = Date.now();
    const ids = Array.from({ length: 1000 }, () => timeOrderedId());
    const after = Date.now();
    expect(ids.filter((id) => !V7.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(millisOf(id)).toBeGreaterThanOrEqual(before);
      expect(millisOf(id)).toBeLessThanOrEqual(after);
    }
  });

  it('sorts an id made in a later millisecond after one made earlier', async () => {
    const first = timeOrderedId();
    await sleep(2);
    const second = timeOrderedId();
    expect([second, first].sort()).toEqual([first, second]);
  });
});
