import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { UnhandledError } from './unhandledErrorsReporter.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs vitest on one test file with the reporter; answers its exit code and the reported errors. */
function runVitest(source: string): { status: number | null; errors: UnhandledError[] } {
  const dir = mkdtempSync(join(tmpdir(), 'unhandled-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'late.test.ts'), source);
  writeFileSync(join(dir, 'vitest.config.ts'), "export default { test: { include: ['late.test.ts'] } };\n");
  const output = join(dir, 'unhandled.json');
  const r = spawnSync(
    process.execPath,
    [resolve('node_modules/vitest/vitest.mjs'), 'run', '--root', dir, '--reporter=dot', `--reporter=${resolve('scripts/unhandledErrorsReporter.ts')}`],
    { env: { ...process.env, VITEST_UNHANDLED_JSON: output, CI: '' }, encoding: 'utf8' },
  );
  return { status: r.status, errors: JSON.parse(readFileSync(output, 'utf8')) as UnhandledError[] };
}

describe('the unhandled errors reporter', () => {
  it('names an error raised after its test passed, with the file and the test, while vitest fails the run', () => {
    const { status, errors } = runVitest(
      [
        "import { it } from 'vitest';",
        "it('ends before its promise fails', () => {",
        "  void new Promise((_, reject) => setTimeout(() => reject(new Error('too late')), 10));",
        '});',
        "it('waits', () => new Promise((r) => setTimeout(r, 50)));",
        '',
      ].join('\n'),
    );
    expect(status).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ message: 'Error: too late', file: 'late.test.ts' });
  });

  it('writes an empty list when every error was inside a test', () => {
    const { status, errors } = runVitest("import { it } from 'vitest';\nit('passes', () => {});\n");
    expect(status).toBe(0);
    expect(errors).toEqual([]);
  });
});
