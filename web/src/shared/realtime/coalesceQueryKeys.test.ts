import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { createQueryKeyBatcher } from './coalesceQueryKeys.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('createQueryKeyBatcher', () => {
  it('flushes each distinct key once, one window after the first', () => {
    vi.useFakeTimers();
    const flushed: QueryKey[][] = [];
    const batcher = createQueryKeyBatcher((keys) => flushed.push(keys), 1000);

    batcher.add([['/api/contacts'], ['/api/contacts/calling']]);
    vi.advanceTimersByTime(600);
    batcher.add([['/api/contacts'], ['/api/call-logs/stats']]);
    expect(flushed).toEqual([]);
    vi.advanceTimersByTime(400);
    expect(flushed).toEqual([[['/api/contacts'], ['/api/contacts/calling'], ['/api/call-logs/stats']]]);

    batcher.add([['/api/contacts']]);
    vi.advanceTimersByTime(1000);
    expect(flushed).toHaveLength(2);
    expect(flushed[1]).toEqual([['/api/contacts']]);
  });

  it('does nothing for no keys, and drops a cancelled batch', () => {
    vi.useFakeTimers();
    const flush = vi.fn();
    const batcher = createQueryKeyBatcher(flush, 500);
    batcher.add([]);
    batcher.add([['/api/contacts']]);
    batcher.cancel();
    vi.advanceTimersByTime(5000);
    expect(flush).not.toHaveBeenCalled();
  });
});
