/**
 * `pnpm start`: builds the web app when its build is missing or older than its sources, then
 * starts the whole platform in this process.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const index = 'web/dist/index.html';
const sources = Math.max(newest('web/src'), statSync('web/index.html').mtimeMs, newest('packages/contracts/src'));
if (!existsSync(index) || statSync(index).mtimeMs < sources) {
  console.log('Building the web app…');
  const r = spawnSync('pnpm', ['--filter', '@outreach/web', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import('../services/platform/src/main.ts');
