/**
 * A vitest reporter that writes the errors raised outside any test (an unhandled rejection, an
 * error thrown after a test ended) to a file, so the summary of `pnpm test` can name them: vitest
 * fails the run for them, yet its JSON report counts no failed test.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, Vitest } from 'vitest/node';

/** One error raised outside any test, with the test file and test it came from when vitest knows them. */
export interface UnhandledError {
  message: string;
  file?: string;
  test?: string;
}

type RunEndErrors = Parameters<NonNullable<Reporter['onTestRunEnd']>>[1];

function unhandledErrorsOf(errors: RunEndErrors, root: string): UnhandledError[] {
  return errors.map((error) => {
    const e = error as { name?: string; message?: string; VITEST_TEST_PATH?: string; VITEST_TEST_NAME?: string };
    const message = `${e.name ?? 'Error'}: ${e.message ?? String(error)}`;
    return {
      message,
      ...(e.VITEST_TEST_PATH ? { file: e.VITEST_TEST_PATH.replace(`${root}/`, '') } : {}),
      ...(e.VITEST_TEST_NAME ? { test: e.VITEST_TEST_NAME } : {}),
    };
  });
}

/** Writes to the file `VITEST_UNHANDLED_JSON` names (set by `scripts/test.ts`). */
export default class UnhandledErrorsReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(_modules: unknown, errors: RunEndErrors): void {
    const file = process.env.VITEST_UNHANDLED_JSON;
    if (file) writeFileSync(file, JSON.stringify(unhandledErrorsOf(errors, this.root), null, 2));
  }
}
