import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow.ts';

describe('pageWindow', () => {
  it('reads early pages forwards and late pages backwards with short offsets', () => {
    expect(pageWindow(1, 25, 1000)).toEqual({ offset: 0, limit: 25, reverse: false });
    expect(pageWindow(40, 25, 1000)).toEqual({ offset: 0, limit: 25, reverse: true });
    expect(pageWindow(39, 25, 1000)).toEqual({ offset: 25, limit: 25, reverse: true });
  });

  it('handles a short last page and pages past the end', () => {
    expect(pageWindow(4, 25, 90)).toEqual({ offset: 0, limit: 15, reverse: true });
    expect(pageWindow(5, 25, 90)).toEqual({ offset: 100, limit: 25, reverse: false });
    expect(pageWindow(1, 25, 0)).toEqual({ offset: 0, limit: 25, reverse: false });
  });

  it('covers every row exactly once across pages', () => {
    for (const total of [0, 1, 24, 25, 26, 99, 100, 101, 1234]) {
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(total / 25); page++) {
        const w = pageWindow(page, 25, total);
        const rows = Array.from({ length: w.limit }, (_, i) => (w.reverse ? total - 1 - w.offset - i : w.offset + i)).filter((r) => r >= 0 && r < total);
        seen.push(...(w.reverse ? rows.reverse() : rows));
      }
      expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
    }
  });
});
