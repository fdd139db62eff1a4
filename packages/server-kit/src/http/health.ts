import { comparePositions, formatPosition, type Position } from '@outreach/domain';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../runtime/runtime.ts';

interface CheckpointRow {
  name: string;
  position: Position;
}

async function readCheckpoints(runtime: Runtime): Promise<CheckpointRow[]> {
  const exists = await runtime.pg.query(`select to_regclass('projector.checkpoints') is not null as present`);
  if (!exists.rows[0]?.present) return [];
  const { rows } = await runtime.pg.query<{ name: string; commit: string; prepare: string }>(
    `select name, position_commit::text as commit, position_prepare::text as prepare from projector.checkpoints order by name`,
  );
  return rows.map((r) => ({ name: r.name, position: { commit: BigInt(r.commit), prepare: BigInt(r.prepare) } }));
}

async function check<T>(fn: () => Promise<T>, timeoutMs = 3000): Promise<{ ok: boolean; value?: T; error?: string }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      fn(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
      }),
    ]);
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: the process is alive. GET /readyz: database, event store and bus reachable, with
 * each projection's checkpoint against the store's head (lag); 503 when a dependency is down.
 */
export function registerHealthRoutes(app: FastifyInstance, runtime: Runtime, service: string): void {
  app.get('/healthz', async () => ({ status: 'ok', service }));
  app.get('/readyz', async (_request, reply) => {
    const [database, eventStore, bus, checkpoints] = await Promise.all([
      check(() => runtime.pg.query('select 1')),
      check(() => runtime.eventStore.headPosition()),
      check(() => runtime.bus.healthy().then((ok) => (ok ? ok : Promise.reject(new Error('not connected'))))),
      check(() => readCheckpoints(runtime)),
    ]);
    const head = eventStore.value;
    const projections = (checkpoints.value ?? []).map((c) => ({
      name: c.name,
      position: formatPosition(c.position),
      caughtUp: !head || comparePositions(c.position, head) >= 0,
    }));
    const ready = database.ok && eventStore.ok && bus.ok;
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'unavailable',
      service,
      checks: {
        database: database.ok ? 'ok' : database.error,
        eventStore: eventStore.ok ? 'ok' : eventStore.error,
        bus: bus.ok ? runtime.bus.kind : bus.error,
      },
      head: head ? formatPosition(head) : null,
      projections,
    });
  });
}
