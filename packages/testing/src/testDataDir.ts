import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestDataDir {
  /** The directory, empty: a runtime given it as DATA_DIR generates its secrets there. */
  path: string;
  /** Removes it and everything in it (after the runtime closed). */
  remove(): void;
}

/** A fresh DATA_DIR for one test file's runtime, under the system's temporary directory, named `outreach-{name}-…`. */
export function testDataDir(name: string): TestDataDir {
  const path = mkdtempSync(join(tmpdir(), `outreach-${name}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
