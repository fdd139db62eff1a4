import { THREAD_GROUPS, type CpuSpent, type ThreadGroup } from './cpuMeter.ts';
import { valueFigure } from './figures.ts';
import { median } from './stats.ts';
import type { Figure } from './suite.ts';

/**
 * Median CPU per item (µs) over the rounds after the warm-up: in all, the database server's part
 * (null when its processes could not be read in every round), and each thread group's (a group
 * not seen in a round spent nothing in it).
 */
export function cpuPerItem(rounds: readonly CpuSpent[], warmup: number, items: number): { total: number; database: number | null; threads: Partial<Record<ThreadGroup, number>> } {
  const kept = rounds.slice(warmup);
  const perItem = (spent: (c: CpuSpent) => number) => median(kept.map((c) => spent(c) / items));
  const read = kept.length > 0 && kept.every((c) => c.databaseMicros !== null);
  const threads: Partial<Record<ThreadGroup, number>> = {};
  for (const group of THREAD_GROUPS) {
    if (kept.some((c) => c.threadMicros[group] !== undefined)) threads[group] = perItem((c) => c.threadMicros[group] ?? 0);
  }
  return { total: perItem((c) => c.processMicros + (c.databaseMicros ?? 0)), database: read ? perItem((c) => c.databaseMicros!) : null, threads };
}

/** A thread group that spent less than this an e-mail gets no figure of its own (it still counts in the whole). */
const THREAD_FIGURE_MIN_MICROS = 5;

/** What each thread group's figure is called: `of it, …`. */
const THREAD_LABELS: Record<Exclude<ThreadGroup, 'main'>, string> = {
  sending: 'the sending thread’s (nodemailer: the messages put together and written)',
  sink: 'the SMTP sink’s thread',
  v8: 'V8’s helper threads’ (garbage collection, compiling)',
  libuv: 'libuv’s pool’s',
  other: 'other threads’',
};

export interface CpuFiguresSpec {
  /** Figure id prefix: `{id}.cpuPerEmail`, `{id}.databaseCpuPerEmail` and `{id}.threadCpuPerEmail.{group}`. */
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
  /** What the measured rounds' main thread does ('the engine’s events, checks, claims and jobs'). */
  mainThread: string;
}

/**
 * The CPU per e-mail of a send's rounds beside the raw pool's (which uses no database), and the
 * database server's part of it and each thread group's beside the same raw figure: where every
 * core is busy through the send, these say what limits its throughput, and where it goes.
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
  const rawThreads = THREAD_GROUPS.flatMap((group) => (raw.threads[group] ? [`${group} ${Math.round(raw.threads[group])} µs`] : [])).join(', ');
  for (const group of THREAD_GROUPS) {
    const value = measured.threads[group];
    if (value === undefined || value < THREAD_FIGURE_MIN_MICROS) continue;
    figures.push(
      valueFigure({
        id: `${spec.id}.threadCpuPerEmail.${group}`,
        name: `of it, ${group === 'main' ? `the main thread’s (${spec.mainThread})` : THREAD_LABELS[group]}`,
        unit: 'µs',
        better: 'lower',
        value,
        baseline: raw.total,
        baselineDescription: `${rawDescription}: the ratio is the thread’s work for an e-mail in raw e-mails`,
        notes: `median over the same rounds: CPU time of this process’s threads of the group per e-mail (from /proc); the raw pool’s by group: ${rawThreads || 'not read'}`,
      }),
    );
  }
  return figures;
}
