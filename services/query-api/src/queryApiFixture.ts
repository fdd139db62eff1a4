import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '@outreach/event-store';
import { migrateReadModels, projections, rebuildProjection } from '@outreach/projector';
import { createHttpServer, createRuntime, createSession, loadConfig, signSessionToken } from '@outreach/server-kit';
import { createTestDatabase, testNatsUrl } from '@outreach/testing';
import { registerQueryApi } from './queryApi.ts';

/**
 * The query API alone on a fresh database (event store and read models migrated, NATS from
 * testNatsUrl), with the session cookie of a signed-in reader; close() ends it and drops the database.
 */
export async function queryApiFixture(prefix: string) {
  const database = await createTestDatabase(prefix);
  const dataDir = await mkdtemp(join(tmpdir(), `outreach-${prefix}-`));
  const runtime = await createRuntime(
    loadConfig({ DATABASE_URL: database.url, NATS_URL: await testNatsUrl(), DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    { name: `${prefix}-test`, allowInProcessBus: false },
  );
  runtime.pg.on('error', () => undefined);
  await migrate(runtime.pg);
  await migrateReadModels(runtime.pg);
  const app = createHttpServer({ logger: runtime.logger });
  const api = await registerQueryApi(app, runtime);
  await app.ready();
  const { token } = await createSession(runtime.pg, { userId: `user-${prefix}`, username: 'reader', persistent: false }, runtime.clock.now());
  const cookie = `outreach_session=${encodeURIComponent(signSessionToken(token, runtime.keys.sessionSecret))}`;
  return {
    database,
    runtime,
    app,
    cookie,
    /**
     * Build the named projection from the events the test appended (`appended` of its events). The
     * event store answers only events older than every running transaction of the server (other
     * tests run beside this one): it is rebuilt until all were read.
     */
    async project(name: string, appended: number) {
      const projection = projections.find((p) => p.name === name)!;
      for (let attempt = 0; (await rebuildProjection(runtime.pg, runtime.eventStore, projection)).events < appended; attempt++) {
        if (attempt > 100) throw new Error('the appended events never became readable');
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    /** Write one read-model row as its projection would (`read.{table}`; objects as JSON): the routes only read them. */
    async insert(table: string, row: Record<string, unknown>) {
      const columns = Object.keys(row);
      await runtime.pg.query(
        `insert into read.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        Object.values(row).map((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : v)),
      );
    },
    async close() {
      await api.close();
      await app.close();
      await runtime.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
