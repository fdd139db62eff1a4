/**
 * `pnpm test`: type check, lint, every vitest test (unit and integration, against real
 * PostgreSQL and NATS), the web build, then the browser journeys in Chromium. Ends with one
 * summary line `N passed, N failed, N skipped`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { UnhandledError } from './unhandledErrorsReporter.ts';

const results = resolve('test-results');
mkdirSync(results, { recursive: true });

/** The titles of the steps that failed, for the summary. */
const failedSteps: string[] = [];

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${r.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s) ===`);
  if (r.status !== 0) failedSteps.push(title);
}

interface Count {
  passed: number;
  failed: number;
  skipped: number;
  /** Passed only when tried again (on CI both runners try a failed test once more). */
  flaky?: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  /** vitest's count of tests declared but not written yet: reported with the skipped ones. */
  numTodoTests: number;
  testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

/** A vitest test that failed, or passed only when tried again (its first failure kept), named by file and title. */
interface VitestMark {
  test: string;
  why: string;
}

function firstLine(message: string): string {
  return message.split('\n').find((line) => line.trim() !== '')?.trim() ?? message;
}

function vitestReport(file: string): { count: Count; failed: VitestMark[]; flaky: VitestMark[] } | undefined {
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  const failed: VitestMark[] = [];
  const flaky: VitestMark[] = [];
  for (const suite of json.testResults) {
    const where = suite.name.replace(`${process.cwd()}/`, '');
    const tests = suite.assertionResults;
    for (const t of tests) {
      const why = firstLine(t.failureMessages[0] ?? '');
      if (t.status === 'failed') failed.push({ test: `${where} › ${t.fullName}`, why });
      else if (t.status === 'passed' && t.failureMessages.length > 0) flaky.push({ test: `${where} › ${t.fullName}`, why });
    }
    // A file that failed outside its tests (an import, a hook).
    if (suite.message && !tests.some((t) => t.status === 'failed')) failed.push({ test: where, why: firstLine(suite.message) });
  }
  const count = { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests, flaky: flaky.length };
  return { count, failed, flaky };
}

function playwrightCount(file: string): Count | undefined {
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected, skipped: json.stats.skipped, flaky: json.stats.flaky };
}

function unhandledErrors(file: string): UnhandledError[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as UnhandledError[]) : [];
}

const vitestJson = `${results}/vitest.json`;
const vitestUnhandledJson = `${results}/vitest-unhandled.json`;
const playwrightJson = `${results}/playwright.json`;
for (const file of [vitestJson, vitestUnhandledJson, playwrightJson]) rmSync(file, { force: true });

run('type check', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit']);
run('type check (web)', 'pnpm', ['exec', 'tsc', '-p', 'web/tsconfig.json', '--noEmit']);
run('type check (browser journeys)', 'pnpm', ['exec', 'tsc', '-p', 'e2e/tsconfig.json', '--noEmit']);
run('lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings', '0']);
run(
  'unit and integration tests',
  'pnpm',
  ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`, '--reporter=./scripts/unhandledErrorsReporter.ts'],
  { VITEST_UNHANDLED_JSON: vitestUnhandledJson },
);
run('web build', 'pnpm', ['--filter', '@outreach/web', 'build']);
run('browser journeys', 'pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });

const vitest = vitestReport(vitestJson);
const counts = [vitest?.count, playwrightCount(playwrightJson)].filter((c): c is Count => !!c);
const total = counts.reduce((a, c) => ({ passed: a.passed + c.passed, failed: a.failed + c.failed, skipped: a.skipped + c.skipped, flaky: (a.flaky ?? 0) + (c.flaky ?? 0) }), {
  passed: 0,
  failed: 0,
  skipped: 0,
  flaky: 0,
});
const stepFailures = failedSteps.length;
console.log('');
// The summary's last lines name what failed or passed only when tried again, so the end of a CI log says it.
for (const mark of vitest?.flaky ?? []) console.log(`flaky (passed when tried again): ${mark.test}: ${mark.why}`);
for (const mark of vitest?.failed ?? []) console.log(`failed: ${mark.test}: ${mark.why}`);
for (const error of unhandledErrors(vitestUnhandledJson)) {
  const where = [error.file, error.test].filter(Boolean).join(' › ') || 'no test known';
  console.log(`error outside any test (fails the run): ${where}: ${error.message}`);
}
if (stepFailures) console.log(`${stepFailures} step(s) failed: ${failedSteps.join(', ')}`);
if (total.flaky) console.log(`${total.flaky} test(s) passed only when tried again (flaky): named above, the browser journeys in their report`);
console.log(`${total.passed} passed, ${total.failed + (stepFailures && total.failed === 0 ? stepFailures : 0)} failed, ${total.skipped} skipped`);
process.exit(stepFailures ? 1 : 0);
