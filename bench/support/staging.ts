import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Runtime } from '@outreach/server-kit';
import type { HttpSession } from './http.ts';

const PROMOTE_TIMEOUT_MS = 600_000;

export async function stagedCount(runtime: Runtime): Promise<number> {
  const { rows } = await runtime.pg.query<{ n: number }>('select count(*)::int as n from read.staged_agents');
  return rows[0]!.n;
}

/**
 * Import to Production (POST /api/production/import-all) of every staged agent, then waits until
 * the staging pool is empty: the answer's status and milliseconds, and the milliseconds until empty.
 */
export async function promoteAllStaged(api: HttpSession, runtime: Runtime): Promise<{ status: string; answeredMs: number; emptyMs: number }> {
  const started = performance.now();
  const answer = await api.postJson<{ status: string }>('/api/production/import-all', {}, [200, 202]);
  const answeredMs = performance.now() - started;
  while ((await stagedCount(runtime)) > 0) {
    if (performance.now() - started > PROMOTE_TIMEOUT_MS) throw new Error(`staging pool not empty after ${PROMOTE_TIMEOUT_MS / 1000} s`);
    await sleep(100);
  }
  return { status: `${answer.status} (${answer.json.status})`, answeredMs, emptyMs: performance.now() - started };
}
