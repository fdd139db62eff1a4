import { describe, expect, it } from 'vitest';
import { arrivalRate, median, meetsTarget, mostWithinWindow, percentile, perSecond, ratio, spread, withinRange } from './stats.ts';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([7])).toBe(7);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses an empty list and non-finite values', () => {
    expect(() => median([])).toThrow(RangeError);
    expect(() => median([1, Number.NaN])).toThrow(RangeError);
  });
});

describe('perSecond', () => {
  it('turns a count and milliseconds into a rate', () => {
    expect(perSecond(2000, 500)).toBe(4000);
  });

  it('refuses a zero or negative duration', () => {
    expect(() => perSecond(10, 0)).toThrow(RangeError);
    expect(() => perSecond(10, -1)).toThrow(RangeError);
  });
});

describe('ratio', () => {
  it('divides the measured rate by the baseline rate', () => {
    expect(ratio(500, 1000)).toBe(0.5);
    expect(ratio(3000, 1000)).toBe(3);
  });

  it('refuses a baseline that is zero, negative or not finite', () => {
    expect(() => ratio(1, 0)).toThrow(RangeError);
    expect(() => ratio(1, -5)).toThrow(RangeError);
    expect(() => ratio(1, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('meetsTarget', () => {
  it('is true at or above the target, false below, undefined without one', () => {
    expect(meetsTarget(0.5, 0.5)).toBe(true);
    expect(meetsTarget(0.49, 0.5)).toBe(false);
    expect(meetsTarget(0.1, undefined)).toBeUndefined();
  });
});

describe('withinRange', () => {
  it('is true between the bounds and at either bound, false outside them', () => {
    const range = { min: 0.9, max: 1 };
    expect([0.9, 0.95, 1].map((v) => withinRange(v, range))).toEqual([true, true, true]);
    expect([0.89, 1.01].map((v) => withinRange(v, range))).toEqual([false, false]);
  });

  it('refuses a range whose lower bound is above its upper bound', () => {
    expect(() => withinRange(1, { min: 1.1, max: 1 })).toThrow(RangeError);
  });
});

describe('arrivalRate', () => {
  it('counts the gaps between the first and the last arrival, in any order', () => {
    expect(arrivalRate([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000])).toBe(10);
    expect(arrivalRate([2000, 0, 1000])).toBe(1);
  });

  it('refuses fewer than two arrivals or arrivals all at once', () => {
    expect(() => arrivalRate([5])).toThrow(RangeError);
    expect(() => arrivalRate([5, 5])).toThrow(RangeError);
  });
});

describe('mostWithinWindow', () => {
  it('is the largest count less than a window apart from first to last', () => {
    const evenly = Array.from({ length: 30 }, (_, i) => i * 100);
    expect(mostWithinWindow(evenly, 1000)).toBe(10);
    // One arrival a millisecond early makes eleven within a second.
    expect(mostWithinWindow([...evenly.slice(0, 10), 999], 1000)).toBe(11);
    expect(mostWithinWindow([3000, 0, 10, 20], 1000)).toBe(3);
    expect(mostWithinWindow([], 1000)).toBe(0);
  });

  it('refuses a window that is not positive', () => {
    expect(() => mostWithinWindow([0], 0)).toThrow(RangeError);
  });
});

describe('spread', () => {
  it('is max / min of the samples', () => {
    expect(spread([2, 4, 3])).toBe(2);
    expect(spread([5])).toBe(1);
  });
});

describe('percentile', () => {
  it('interpolates between the closest ranks, whatever the order', () => {
    expect(percentile([4, 1, 3, 2, 5], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([10, 20], 95)).toBeCloseTo(19.5);
    expect(percentile(Array.from({ length: 101 }, (_, i) => i), 95)).toBe(95);
  });

  it('is the minimum at 0 and the maximum at 100', () => {
    expect(percentile([3, 1, 2], 0)).toBe(1);
    expect(percentile([3, 1, 2], 100)).toBe(3);
  });

  it('refuses an empty list, a percentile out of range and non-finite values', () => {
    expect(() => percentile([], 50)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(() => percentile([1, Number.NaN], 50)).toThrow(RangeError);
  });
});
