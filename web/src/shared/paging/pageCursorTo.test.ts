import { describe, expect, it } from 'vitest';
import { pageCursorTo } from './pageCursorTo.ts';

describe('pageCursorTo', () => {
  const answer = { previousCursor: 'p', nextCursor: 'n' };

  it('asks for the neighbouring pages by the cursors of the page shown', () => {
    expect(pageCursorTo(4, 3, answer)).toEqual({ after: 'n' });
    expect(pageCursorTo(2, 3, answer)).toEqual({ before: 'p' });
  });

  it('asks for page 1 from the start, and by position when there is no cursor to go by', () => {
    expect(pageCursorTo(1, 2, answer)).toEqual({});
    expect(pageCursorTo(5, 3, answer)).toEqual({});
    expect(pageCursorTo(4, 3, { previousCursor: 'p', nextCursor: null })).toEqual({});
    expect(pageCursorTo(2, 1, undefined)).toEqual({});
  });
});
