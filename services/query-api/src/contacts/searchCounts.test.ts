import { describe, expect, it } from 'vitest';
import { SearchCounts } from './searchCounts.ts';

describe('SearchCounts', () => {
  it('keeps a total for its generation, status and term only', () => {
    const counts = new SearchCounts();
    counts.set(SearchCounts.key('g1', undefined, 'realty'), 37);
    expect(counts.get(SearchCounts.key('g1', undefined, 'realty'))).toBe(37);
    expect(counts.get(SearchCounts.key('g2', undefined, 'realty'))).toBeUndefined();
    expect(counts.get(SearchCounts.key('g1', 'active', 'realty'))).toBeUndefined();
    expect(counts.get(SearchCounts.key('g1', undefined, 'realt'))).toBeUndefined();
    expect(counts.get(SearchCounts.key(null, undefined, 'realty'))).toBeUndefined();
  });

  it('tells a term apart from a status and an absent term from an empty one', () => {
    expect(SearchCounts.key('g', 'active', undefined)).not.toBe(SearchCounts.key('g', undefined, 'active'));
    expect(SearchCounts.key('g', undefined, undefined)).not.toBe(SearchCounts.key('g', undefined, ''));
  });

  it('forgets the least recently used total first', () => {
    const counts = new SearchCounts(2);
    counts.set('a', 1);
    counts.set('b', 2);
    expect(counts.get('a')).toBe(1);
    counts.set('c', 3);
    expect(counts.get('b')).toBeUndefined();
    expect(counts.get('a')).toBe(1);
    expect(counts.get('c')).toBe(3);
    expect(counts.size).toBe(2);
  });
});
