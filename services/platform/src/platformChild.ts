import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@outreach/testing';

export { freePort };

const entry = join(dirname(fileURLToPath(import.meta.url)), 'platformProcess.fixture.ts');


export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The platform in a child process (for tests that kill it), configured by `env` on top of this
 * process's environment; resolves with its URL once it answers, or rejects with what it printed.
 * `output()` is everything it printed so far. `processGroup`: in a process group of its own, as a
 * terminal runs `pnpm start` (a Ctrl-C is then `process.kill(-child.pid, 'SIGINT')`). `DATA_DIR`
 * is the test's own (testDataDir): without it the platform would keep its keys in the checkout.
 */
export async function startPlatformChild(
  env: Record<string, string | undefined> & { DATA_DIR: string },
  options: { processGroup?: boolean } = {},
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const port = await freePort();
  const childEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'off', LOG_LEVEL: 'warn', ...env };
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { env: childEnv as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: options.processGroup ?? false });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the platform exited (${code}): ${output}`)));
  });
}

/** Kill the child as an out-of-memory kill would, and wait until it is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
