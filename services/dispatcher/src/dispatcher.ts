import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Position } from '@outreach/domain';
import { migrate, type Runtime } from '@outreach/server-kit';
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

/** Run one handler: lock (one active per handler), read after its checkpoint, handle each event once. */
async function runHandler(runtime: Runtime, handler: DispatchHandler, signal: AbortSignal): Promise<void> {
  const log = runtime.logger.child({ dispatcher: handler.name });
  const wanted = new Set(handler.handles);
  while (!signal.aborted) {
    const lock = await runtime.pg.connect();
    try {
      const { rows } = await lock.query<{ ok: boolean }>(`select pg_try_advisory_lock(hashtextextended($1, 0)) as ok`, [`outreach:dispatch:${handler.name}`]);
      if (!rows[0]?.ok) {
        await new Promise((r) => setTimeout(r, 2000));
        continue;
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
      log.error({ err }, 'dispatch failed; retrying');
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      await lock.query(`select pg_advisory_unlock(hashtextextended($1, 0))`, [`outreach:dispatch:${handler.name}`]).catch(() => undefined);
      lock.release();
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
