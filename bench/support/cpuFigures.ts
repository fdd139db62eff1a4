import type { CpuSpent } from './cpuMeter.ts';
import { valueFigure } from './figures.ts';
import { median } from './stats.ts';
import type { Figure } from './suite.ts';

/** Median CPU per item (µs) over the rounds after the warm-up: in all, and the database server's part (null when its processes could not be read in every round). */
export function cpuPerItem(rounds: readonly CpuSpent[], warmup: number, items: number): { total: number; database: number | null } {
  const kept = rounds.slice(warmup);
  const total = median(kept.map((c) => (c.processMicros + (c.databaseMicros ?? 0)) / items));
  const read = kept.length > 0 && kept.every((c) => c.databaseMicros !== null);
  return { total, database: read ? median(kept.map((c) => c.databaseMicros! / items)) : null };
}

export interface CpuFiguresSpec {
  /** Figure id prefix: `{id}.cpuPerEmail` and `{id}.databaseCpuPerEmail`. */
  id: string;
  /** What one item is ('campaign e-mail'). */
  what: string;
  /** What was timed, as the throughput figure names it ('Send → last message at the sink'). */
  span: string;
  /** The e-mails of one round. */
  items: number;
  warmup: number;
  measured: readonly CpuSpent[];
  baseline: readonly CpuSpent[];
  /** What the measured rounds' process holds (its threads). */
  process: string;
}

/**
 * The CPU per e-mail of a send's rounds beside the raw pool's (which uses no database), and the
 * database server's part of it beside the same raw figure: where every core is busy through the
 * send, these say what limits its throughput, and how much of it the database's work is.
 */
export function cpuFigures(spec: CpuFiguresSpec): Figure[] {
  const measured = cpuPerItem(spec.measured, spec.warmup, spec.items);
  const raw = cpuPerItem(spec.baseline, spec.warmup, spec.items);
  const rawDescription = 'the raw pool’s CPU per e-mail over the same rounds (it uses no database)';
  const figures = [
    valueFigure({
      id: `${spec.id}.cpuPerEmail`,
      name: `CPU per ${spec.what}, ${spec.span}`,
      unit: 'µs',
      better: 'lower',
      value: measured.total,
      baseline: raw.total,
      baselineDescription: rawDescription,
      notes:
        `median over the rounds of the throughput figure: CPU time of every thread of this process (${spec.process}) ` +
        (measured.database === null ? '(the database server’s processes could not be read: this process only), ' : 'and of the database server’s processes for the bench database (from /proc), ') +
        'per e-mail',
    }),
  ];
  if (measured.database !== null) {
    figures.push(
      valueFigure({
        id: `${spec.id}.databaseCpuPerEmail`,
        name: `of it, the database server’s`,
        unit: 'µs',
        better: 'lower',
        value: measured.database,
        baseline: raw.total,
        baselineDescription: `${rawDescription}: the ratio is the database’s work for an e-mail in raw e-mails`,
        notes: 'median over the same rounds: CPU time of the database server’s processes for the bench database (its backends, WAL writer, checkpointer) per e-mail',
      }),
    );
  }
  return figures;
}
