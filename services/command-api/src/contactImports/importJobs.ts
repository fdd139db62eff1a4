import { randomUUID } from 'node:crypto';
import type { Actor, CommandContext } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { runImport } from './runImport.ts';

/**
 * Runs CSV imports in the background, one job per import across all processes (advisory lock),
 * and resumes the imports left running when a process stopped.
 */
export class ImportJobs {
  private readonly running = new Map<string, Promise<void>>();
  private readonly abort = new AbortController();

  constructor(private readonly runtime: Runtime) {}

  start(importId: string, actor: Actor, requestId: string): void {
    if (this.abort.signal.aborted || this.running.has(importId)) return;
    const context = (): CommandContext => ({
      actor,
      now: new Date().toISOString(),
      requestId,
      correlationId: `import-${importId}`,
      newId: () => randomUUID(),
    });
    const job = this.withLock(importId, () => runImport(this.runtime, importId, context, this.abort.signal))
      .catch((err: unknown) => this.runtime.logger.error({ err, importId }, 'import job crashed'))
      .finally(() => this.running.delete(importId));
    this.running.set(importId, job);
  }

  /** Imports recorded as running (their process stopped mid-way) continue after their last line. */
  async resumeUnfinished(): Promise<void> {
    const exists = await this.runtime.pg.query(`select to_regclass('read.contact_imports') is not null as present`);
    if (!exists.rows[0]?.present) return;
    const { rows } = await this.runtime.pg.query<{ id: string }>(`select id from read.contact_imports where status = 'running'`);
    for (const row of rows) this.start(row.id, { kind: 'system', process: 'import-resume' }, `resume-${row.id}`);
  }

  private async withLock(importId: string, job: () => Promise<void>): Promise<void> {
    const client = await this.runtime.pg.connect();
    const key = `outreach:contact-import:${importId}`;
    try {
      const { rows } = await client.query<{ ok: boolean }>(`select pg_try_advisory_lock(hashtextextended($1, 0)) as ok`, [key]);
      if (!rows[0]?.ok) return;
      await job();
    } finally {
      await client.query(`select pg_advisory_unlock(hashtextextended($1, 0))`, [key]).catch(() => undefined);
      client.release();
    }
  }

  /** Stop: running imports finish their current batch and resume on the next start. */
  async close(): Promise<void> {
    this.abort.abort();
    await Promise.allSettled([...this.running.values()]);
  }
}
