import type { PostgresEventStore } from '@outreach/event-store';
import type pg from 'pg';
import type { Comparison } from './timing.ts';

/** One row of the results: a rate of ours against a raw baseline measured in the same run. */
export interface Figure {
  /** Stable key, e.g. "eventStore.append.batch100". */
  id: string;
  /** What the table shows. */
  name: string;
  unit: string;
  /** Median rate of our code (per second). */
  value: number;
  /** Median rate of the raw baseline (per second). */
  baseline: number;
  /** What the baseline does, in a few words. */
  baselineDescription: string;
  /** value / baseline. */
  ratio: number;
  /** Median of the per-round ratios: less sensitive to load that drifts during the run. */
  pairedRatio: number;
  /** Ratio the product asks for, when it states one. */
  target?: number;
  meetsTarget?: boolean;
  /** Every measured repetition, for whoever wants more than the median. */
  samples: { value: Comparison['measured']; baseline: Comparison['baseline'] };
  notes?: string;
}

export interface SuiteContext {
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
  run(context: SuiteContext): Promise<Figure[]>;
}
