/**
 * `pnpm bench [suite …] [--warmup=N] [--repeats=N]`: runs each suite on a fresh database of its own
 * (dropped afterwards), prints a table of figures — our rate, a raw PostgreSQL baseline measured in
 * the same run, their ratio and the product's target — and writes bench/results.json. The exit code
 * says whether the run worked, never whether a target was met.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openBenchDatabase, serverInfo } from './support/database.ts';
import { RssSampler, mebibytes } from './support/memory.ts';
import { machine, writeResults, type BenchResults, type SuiteResult } from './support/results.ts';
import type { Suite } from './support/suite.ts';
import { formatRatio, formatTable, formatValue } from './support/table.ts';
import { suites as allSuites } from './suites/index.ts';

const RESULTS_PATH = join(import.meta.dirname, 'results.json');

/** A bad command line: reported without a stack trace. */
class UsageError extends Error {}

interface Options {
  names: string[];
  warmup: number;
  repeats: number;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { names: [], warmup: 1, repeats: 5 };
  for (const arg of argv) {
    const m = /^--(warmup|repeats)=(\d+)$/.exec(arg);
    if (m) {
      const n = Number(m[2]);
      if (m[1] === 'warmup') options.warmup = n;
      else if (n >= 1) options.repeats = n;
      else throw new UsageError('--repeats must be at least 1');
    } else if (arg === '--') {
      continue;
    } else if (arg.startsWith('-')) {
      throw new UsageError(`unknown option ${arg} (known: --warmup=N, --repeats=N)`);
    } else {
      options.names.push(arg);
    }
  }
  return options;
}

function select(names: readonly string[]): Suite[] {
  if (names.length === 0) return allSuites.filter((s) => !s.onlyWhenNamed);
  const unknown = names.filter((n) => !allSuites.some((s) => s.name === n));
  if (unknown.length > 0) {
    throw new UsageError(`unknown suite ${unknown.join(', ')} (known: ${allSuites.map((s) => s.name).join(', ')})`);
  }
  return allSuites.filter((s) => names.includes(s.name));
}

function message(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

async function runSuite(suite: Suite, options: Options, sampler: RssSampler, postgres: BenchResults['postgres']): Promise<SuiteResult> {
  const started = performance.now();
  const rssAtStartBytes = sampler.start();
  const log = (m: string) => console.log(`[${suite.name}] ${m}`);
  const result: SuiteResult = {
    name: suite.name,
    description: suite.description,
    durationMs: 0,
    rssAtStartBytes,
    peakRssBytes: 0,
    figures: [],
  };
  try {
    const db = await openBenchDatabase(`bench_${suite.name}`);
    try {
      if (Object.keys(postgres).length === 0) Object.assign(postgres, await serverInfo(db.pool));
      log(`${suite.description} (database ${db.database.name})`);
      result.figures = await suite.run({
        databaseUrl: db.database.url,
        pool: db.pool,
        store: db.store,
        warmup: options.warmup,
        repeats: options.repeats,
        sampleMemory: () => sampler.sample(),
        log,
      });
    } finally {
      await db.close();
    }
  } catch (error) {
    result.error = message(error);
    console.error(`[${suite.name}] failed: ${result.error}`);
  }
  result.peakRssBytes = sampler.stop();
  result.durationMs = performance.now() - started;
  return result;
}

function printTables(results: BenchResults): void {
  const rows = results.suites.flatMap((s) =>
    s.figures.map((f) => [
      s.name,
      f.name,
      formatValue(f.value, f.unit),
      formatValue(f.baseline, f.baselineUnit ?? f.unit),
      `${formatRatio(f.ratio)} ${(f.better ?? 'higher') === 'higher' ? '↑' : '↓'}`,
      f.pairedRatio === undefined ? '-' : formatRatio(f.pairedRatio),
      f.targetText ?? '-',
      f.meetsTarget === undefined ? '-' : f.meetsTarget ? 'yes' : 'NO',
    ]),
  );
  console.log('');
  console.log(
    `Figures: rates are the median of ${results.repeats} repetitions after ${results.warmup} warm-up unless the figure says otherwise;` +
      ' ratio = value / baseline (↑ higher is better, ↓ lower is better); paired = median of the per-round ratios',
  );
  console.log(formatTable(['suite', 'figure', 'value', 'baseline', 'ratio', 'paired', 'target', 'meets'], rows, [2, 3, 4, 5]));
  console.log('');
  console.log(
    formatTable(
      ['suite', 'RSS at start (MiB)', 'peak RSS (MiB)', 'duration (s)', 'status'],
      results.suites.map((s) => [
        s.name,
        mebibytes(s.rssAtStartBytes).toFixed(0),
        mebibytes(s.peakRssBytes).toFixed(0),
        (s.durationMs / 1000).toFixed(1),
        s.error ? 'FAILED' : 'ok',
      ]),
    ),
  );
  console.log('');
  console.log(
    `node ${results.node}, ${results.cores} cores (${results.cpuModel}), PostgreSQL ${results.postgres.server_version ?? '?'}` +
      ` (fsync ${results.postgres.fsync ?? '?'}, synchronous_commit ${results.postgres.synchronous_commit ?? '?'})`,
  );
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const chosen = select(options.names);
  const sampler = new RssSampler();
  const results: BenchResults = {
    timestamp: new Date().toISOString(),
    ...machine(),
    postgres: {},
    warmup: options.warmup,
    repeats: options.repeats,
    suites: [],
  };
  for (const suite of chosen) results.suites.push(await runSuite(suite, options, sampler, results.postgres));
  printTables(results);
  await writeResults(RESULTS_PATH, results);
  console.log(`results written to ${RESULTS_PATH}`);
  return results.suites.some((s) => s.error) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? `pnpm bench: ${error.message}` : message(error));
    process.exit(1);
  },
);
