import type { PostgresEventStore } from '@outreach/event-store';
import type pg from 'pg';
import type { Comparison } from './timing.ts';

/** The raw data behind a figure, for whoever wants more than the table. */
export type FigureSamples =
  /** Every measured repetition of a compare() (rates). */
  | { value: Comparison['measured']; baseline: Comparison['baseline'] }
  /** Every request's latency (ms) of a latency figure, in the order they ran. */
  | { latenciesMs: { value: number[]; baseline: number[] } }
  /** One-off runs (seconds), e.g. a load that happens once per run. */
  | { runsSeconds: { value: number[]; baseline: number[] } };

/**
 * One row of the results: a figure of ours against a raw baseline measured in the same run.
 * Rates (unit ending in "/s") are better higher; times ("s", "ms") are better lower.
 */
export interface Figure {
  /** Stable key, e.g. "eventStore.append.batch100". */
  id: string;
  /** What the table shows. */
  name: string;
  /** Unit of `value`, e.g. "events/s", "ms", "s". */
  unit: string;
  /** Unit of `baseline` when it differs (e.g. "rows/s" against "events/s"); default `unit`. */
  baselineUnit?: string;
  /** Whether a higher value is better (rates, the default) or a lower one (times, latencies). */
  better?: 'higher' | 'lower';
  /** Our figure: a median rate, a latency percentile, a duration. */
  value: number;
  /** The raw baseline's figure, in the same run. */
  baseline: number;
  /** What the baseline does, in a few words. */
  baselineDescription: string;
  /** value / baseline. */
  ratio: number;
  /** Median of the per-round ratios: less sensitive to load that drifts during the run (compare() figures only). */
  pairedRatio?: number;
  /** Ratio the product asks for, when it states one (≥ for rates, ≤ for times). */
  target?: number;
  /** A two-sided target on the ratio, bounds included, when the product asks for one (a rate held at a limit). */
  targetRange?: { min: number; max: number };
  /** The target as the table prints it, e.g. "≥ 0.50" or "p95 < 20 ms" (a target that is not a ratio). */
  targetText?: string;
  meetsTarget?: boolean;
  samples?: FigureSamples;
  notes?: string;
}

export interface SuiteContext {
  /** Connection string of the suite's own fresh database (e.g. to start the platform on it). */
  databaseUrl: string;
  /** Pool on the suite's own fresh database, event store and read models migrated. */
  pool: pg.Pool;
  store: PostgresEventStore;
  warmup: number;
  repeats: number;
  /** Takes an RSS sample now (the sampler also runs on a timer); returns it in bytes. */
  sampleMemory(): number;
  log(message: string): void;
}

/** A group of figures sharing a fixture. Suites live in `bench/suites/*.bench.ts`. */
export interface Suite {
  name: string;
  description: string;
  /** Left out of a run that names no suite (it takes long): `pnpm bench <name>` runs it. */
  onlyWhenNamed?: boolean;
  run(context: SuiteContext): Promise<Figure[]>;
}
