import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Position } from '@outreach/domain';
import { migrate, type Runtime } from '@outreach/server-kit';
import pg from 'pg';
import type { DispatchHandler } from './dispatchHandler.ts';
import { handlers as allHandlers } from './handlers/index.ts';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export interface Dispatcher {
  stop(): Promise<void>;
}

async function loadCheckpoint(runtime: Runtime, name: string): Promise<Position> {
  await runtime.pg.query(`insert into dispatcher.checkpoints (name) values ($1) on conflict do nothing`, [name]);
  const { rows } = await runtime.pg.query<{ c: string; p: string }>(
    `select position_commit::text as c, position_prepare::text as p from dispatcher.checkpoints where name = $1`,
    [name],
  );
  return { commit: BigInt(rows[0]!.c), prepare: BigInt(rows[0]!.p) };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Run one handler: lock (one active per handler), read after its checkpoint, handle each event once.
 * The lock is held on a connection of its own, outside the shared pool: a pooled client held for
 * the process's lifetime would starve the pool the services share.
 */
async function runHandler(runtime: Runtime, handler: DispatchHandler, signal: AbortSignal): Promise<void> {
  const log = runtime.logger.child({ dispatcher: handler.name });
  const wanted = new Set(handler.handles);
  const lockName = `outreach:dispatch:${handler.name}`;
  while (!signal.aborted) {
    const lock = new pg.Client({ connectionString: runtime.databaseUrl, application_name: `dispatcher-lock-${handler.name}` });
    lock.on('error', () => undefined);
    try {
      await lock.connect();
      for (;;) {
        if (signal.aborted) return;
        const { rows } = await lock.query<{ ok: boolean }>(`select pg_try_advisory_lock(hashtextextended($1, 0)) as ok`, [lockName]);
        if (rows[0]?.ok) break;
        await pause(2000, signal);
      }
      let position = await loadCheckpoint(runtime, handler.name);
      while (!signal.aborted) {
        const events = await runtime.eventStore.readAll(position, 200);
        if (events.length === 0) {
          const it = runtime.eventStore.wake(position, signal)[Symbol.asyncIterator]();
          await it.next();
          await it.return?.();
          continue;
        }
        for (const event of events) {
          if (!wanted.has(event.type)) continue;
          // Claimed before acting: a crash after this line leaves the outcome unrecorded, never repeated.
          const claimed = await runtime.pg.query(
            `insert into dispatcher.handled (handler, event_id) values ($1, $2) on conflict do nothing`,
            [handler.name, event.eventId],
          );
          if (claimed.rowCount === 1) await handler.handle(event, runtime);
        }
        position = events[events.length - 1]!.position;
        await runtime.pg.query(
          `update dispatcher.checkpoints set position_commit = $2, position_prepare = $3, updated_at = now() where name = $1`,
          [handler.name, position.commit.toString(), position.prepare.toString()],
        );
      }
    } catch (err) {
      if (!signal.aborted) {
        log.error({ err }, 'dispatch failed; retrying');
        await pause(1000, signal);
      }
    } finally {
      // Ending the connection releases the lock.
      await lock.end().catch(() => undefined);
    }
  }
}

export async function startDispatcher(runtime: Runtime, handlers: readonly DispatchHandler[] = allHandlers): Promise<Dispatcher> {
  await migrate(runtime.pg, 'dispatcher', MIGRATIONS);
  const abort = new AbortController();
  const loops = handlers.map((h) => runHandler(runtime, h, abort.signal));
  return {
    async stop() {
      abort.abort();
      await Promise.all(loops);
    },
  };
}
