import { describe, expect, it } from 'vitest';
import { QuotaSampler, Random, WeightedPicker, apportion } from './random.ts';

describe('Random', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, ((r) => () => r.nextUint32())(new Random(seed)));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays in range', () => {
    const random = new Random(1);
    for (let i = 0; i < 10_000; i++) {
      const x = random.next();
      expect(x >= 0 && x < 1).toBe(true);
      const n = random.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
  });

  it('samples distinct items', () => {
    const picked = new Random(5).sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(picked).size).toBe(3);
    expect(new Random(5).sample(['a'], 3)).toEqual(['a']);
  });
});

describe('QuotaSampler', () => {
  it('comes out exactly at its quotas, then stops', () => {
    const sampler = new QuotaSampler([3, 0, 5]);
    const random = new Random(9);
    const counts = [0, 0, 0];
    for (let i = 0; i < 8; i++) counts[sampler.draw(random)]!++;
    expect(counts).toEqual([3, 0, 5]);
    expect(sampler.draw(random)).toBe(-1);
  });
});

describe('WeightedPicker', () => {
  it('never picks a zero weight and follows the weights', () => {
    const picker = new WeightedPicker(['a', 'b', 'c'], [1, 0, 3]);
    const random = new Random(3);
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 40_000; i++) counts[picker.pick(random)]!++;
    expect(counts.b).toBe(0);
    expect(counts.c! / counts.a!).toBeGreaterThan(2.7);
    expect(counts.c! / counts.a!).toBeLessThan(3.3);
  });
});

describe('apportion', () => {
  it('sums exactly to the total', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(95_836, [0.5, 0.25, 0.25]).reduce((s, n) => s + n, 0)).toBe(95_836);
  });
});
