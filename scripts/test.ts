/**
 * `pnpm test`: type check, lint, every vitest test (unit and integration, against real
 * PostgreSQL and NATS), the web build, then the browser journeys in Chromium. Ends with one
 * summary line `N passed, N failed, N skipped`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const results = resolve('test-results');
mkdirSync(results, { recursive: true });

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${r.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s) ===`);
  return r.status === 0;
}

interface Count {
  passed: number;
  failed: number;
  skipped: number;
  /** Passed only when tried again (browser journeys; vitest does not try again). */
  flaky?: number;
}

function vitestCount(file: string): Count | undefined {
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests };
}

function playwrightCount(file: string): Count | undefined {
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected, skipped: json.stats.skipped, flaky: json.stats.flaky };
}

const vitestJson = `${results}/vitest.json`;
const playwrightJson = `${results}/playwright.json`;
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const steps: boolean[] = [];
steps.push(run('type check', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit']));
steps.push(run('type check (web)', 'pnpm', ['exec', 'tsc', '-p', 'web/tsconfig.json', '--noEmit']));
steps.push(run('type check (browser journeys)', 'pnpm', ['exec', 'tsc', '-p', 'e2e/tsconfig.json', '--noEmit']));
steps.push(run('lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings', '0']));
steps.push(run('unit and integration tests', 'pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]));
steps.push(run('web build', 'pnpm', ['--filter', '@outreach/web', 'build']));
steps.push(
  run('browser journeys', 'pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  }),
);

const counts = [vitestCount(vitestJson), playwrightCount(playwrightJson)].filter((c): c is Count => !!c);
const total = counts.reduce((a, c) => ({ passed: a.passed + c.passed, failed: a.failed + c.failed, skipped: a.skipped + c.skipped, flaky: (a.flaky ?? 0) + (c.flaky ?? 0) }), {
  passed: 0,
  failed: 0,
  skipped: 0,
  flaky: 0,
});
const stepFailures = steps.filter((ok) => !ok).length;
console.log('');
if (stepFailures) console.log(`${stepFailures} step(s) failed`);
if (total.flaky) console.log(`${total.flaky} browser journey(s) passed only when tried again (flaky): see the journeys' report above`);
console.log(`${total.passed} passed, ${total.failed + (stepFailures && total.failed === 0 ? stepFailures : 0)} failed, ${total.skipped} skipped`);
process.exit(stepFailures ? 1 : 0);
