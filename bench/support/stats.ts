/** Pure number helpers of the bench: no clock, no I/O, so that they can be unit-tested. */

/** The median of a non-empty list (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of an empty list');
  for (const v of values) {
    if (!Number.isFinite(v)) throw new RangeError(`median: ${v} is not a finite number`);
  }
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Items per second for `items` handled in `milliseconds`. */
export function perSecond(items: number, milliseconds: number): number {
  if (!(milliseconds > 0) || !Number.isFinite(milliseconds)) {
    throw new RangeError(`perSecond: duration ${milliseconds} ms is not a positive number`);
  }
  if (!(items >= 0) || !Number.isFinite(items)) throw new RangeError(`perSecond: ${items} items is not a count`);
  return (items * 1000) / milliseconds;
}

/** value / baseline: 1 means as fast as the raw baseline, 0.5 half as fast. */
export function ratio(value: number, baseline: number): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`ratio: value ${value} is not a rate`);
  if (!Number.isFinite(baseline) || baseline <= 0) throw new RangeError(`ratio: baseline ${baseline} is not a positive rate`);
  return value / baseline;
}

/** Whether a ratio reaches its target; undefined when the figure has no target. */
export function meetsTarget(value: number, target: number | undefined): boolean | undefined {
  return target === undefined ? undefined : value >= target;
}

/** A two-sided target: the ratio must lie between `min` and `max`, both included (a rate held at a limit, neither far under it nor over it). */
export interface RatioRange {
  min: number;
  max: number;
}

/** Whether a ratio lies within a two-sided target, bounds included. */
export function withinRange(value: number, range: RatioRange): boolean {
  if (!(range.min <= range.max)) throw new RangeError(`withinRange: ${range.min} is above ${range.max}`);
  return value >= range.min && value <= range.max;
}

/**
 * The most of `times` (ms, any order) that fall within any window of `windowMs`: the largest count
 * whose last is less than `windowMs` after its first (what a limit of so many per window forbids).
 */
export function mostWithinWindow(times: readonly number[], windowMs: number): number {
  if (!(windowMs > 0)) throw new RangeError(`mostWithinWindow: window ${windowMs} ms is not positive`);
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let first = 0;
  for (let last = 0; last < sorted.length; last++) {
    while (sorted[last]! - sorted[first]! >= windowMs) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/**
 * The rate of arrivals from the first to the last (ms, any order): the n − 1 gaps over their span,
 * so that arrivals exactly 1 s / r apart give r.
 */
export function arrivalRate(times: readonly number[]): number {
  if (times.length < 2) throw new RangeError('arrivalRate: fewer than two arrivals');
  return perSecond(times.length - 1, Math.max(...times) - Math.min(...times));
}

/** max / min of a sample set, how much the repetitions disagree (1 = not at all). */
export function spread(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('spread of an empty list');
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min > 0 ? max / min : Number.POSITIVE_INFINITY;
}

/**
 * The p-th percentile (0–100) of a non-empty list, by linear interpolation between the closest
 * ranks (p = 50 is the median).
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new RangeError('percentile of an empty list');
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile: ${p} is not between 0 and 100`);
  for (const v of values) {
    if (!Number.isFinite(v)) throw new RangeError(`percentile: ${v} is not a finite number`);
  }
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}
