import { performance } from 'node:perf_hooks';
import { median, perSecond, ratio, spread } from './stats.ts';

/** One timed run: `run` is what the clock sees, `items` how many events (or rows) it handles. */
export interface TimedRun {
  items: number;
  run(): Promise<void>;
  /** Untimed check after the run (row counts and the like); throw to fail the figure. */
  verify?(): Promise<void>;
}

/** A workload: `prepare` (untimed) builds the inputs and resets tables, then hands back the timed part. */
export interface Workload {
  prepare(round: number): Promise<TimedRun>;
}

export interface Sample {
  /** Items per second of each measured repetition (warm-up rounds left out). */
  rates: number[];
  /** Milliseconds of each measured repetition. */
  durationsMs: number[];
  items: number;
  median: number;
  /** max / min of the rates. */
  spread: number;
}

export interface Comparison {
  measured: Sample;
  baseline: Sample;
  /** median(measured) / median(baseline). */
  ratio: number;
  /** Median of the per-round ratios (each measured run against the baseline run next to it). */
  pairedRatio: number;
}

export interface CompareOptions {
  warmup: number;
  repeats: number;
  /** Called after every round, e.g. to sample memory or log progress. */
  onRound?(round: number, label: 'measured' | 'baseline', ms: number): void;
}

/** Milliseconds that `fn` takes. */
export async function time(fn: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function once(workload: Workload, round: number): Promise<{ items: number; ms: number }> {
  const prepared = await workload.prepare(round);
  const ms = await time(() => prepared.run());
  await prepared.verify?.();
  return { items: prepared.items, ms };
}

function sample(runs: readonly { items: number; ms: number }[]): Sample {
  const rates = runs.map((r) => perSecond(r.items, r.ms));
  return {
    rates,
    durationsMs: runs.map((r) => r.ms),
    items: runs[0]?.items ?? 0,
    median: median(rates),
    spread: spread(rates),
  };
}

/**
 * Runs the measured workload and its raw baseline in alternating order (measured first in even
 * rounds, baseline first in odd ones) so that drift in the server (checkpoints, autovacuum, a
 * growing table) falls on both alike. The first `warmup` rounds are run and discarded.
 */
export async function compare(measured: Workload, baseline: Workload, options: CompareOptions): Promise<Comparison> {
  const runs = { measured: [] as { items: number; ms: number }[], baseline: [] as { items: number; ms: number }[] };
  const total = options.warmup + options.repeats;
  for (let round = 0; round < total; round++) {
    const order: ('measured' | 'baseline')[] = round % 2 === 0 ? ['measured', 'baseline'] : ['baseline', 'measured'];
    for (const label of order) {
      const result = await once(label === 'measured' ? measured : baseline, round);
      options.onRound?.(round, label, result.ms);
      if (round >= options.warmup) runs[label].push(result);
    }
  }
  const m = sample(runs.measured);
  const b = sample(runs.baseline);
  const paired = m.rates.map((rate, i) => ratio(rate, b.rates[i]!));
  return { measured: m, baseline: b, ratio: ratio(m.median, b.median), pairedRatio: median(paired) };
}
