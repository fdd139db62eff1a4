import { randomUUID } from 'node:crypto';
import type { Actor } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { promoteStagedAgents, type PromotionTotals } from './promoteStagedAgents.ts';

export interface ProductionImportAnswer {
  done: boolean;
  totals: PromotionTotals;
}

/**
 * Import to Production as a job of this process: every staged agent becomes a contact. A request
 * waits for the job up to `waitMs`; a long transfer goes on in the background and a second
 * request meanwhile joins the running job instead of starting another.
 */
export class ProductionImport {
  private job: { promise: Promise<PromotionTotals>; progress: PromotionTotals } | undefined;

  constructor(private readonly runtime: Runtime) {}

  async run(actor: Actor, requestId: string, waitMs: number): Promise<ProductionImportAnswer> {
    if (!this.job) {
      const progress: PromotionTotals = { promoted: 0, imported: 0, merged: 0, position: undefined, contactIds: new Map() };
      const context = { actor, now: new Date().toISOString(), requestId, correlationId: requestId, reason: 'Import to Production', newId: () => randomUUID() };
      const promise = promoteStagedAgents(this.runtime, 'all', 'production', context, (t) => Object.assign(progress, t)).finally(() => {
        this.job = undefined;
      });
      promise.catch((err: unknown) => this.runtime.logger.error({ err }, 'import to production failed'));
      this.job = { promise, progress };
    }
    const job = this.job;
    let timer: NodeJS.Timeout | undefined;
    const waited = await Promise.race([
      job.promise.then((totals) => ({ done: true, totals })),
      new Promise<ProductionImportAnswer>((resolve) => {
        timer = setTimeout(() => resolve({ done: false, totals: { ...job.progress } }), waitMs);
      }),
    ]).finally(() => clearTimeout(timer));
    return waited;
  }

  /** Let a running transfer finish its current batch before the process stops. */
  async close(): Promise<void> {
    await this.job?.promise.catch(() => undefined);
  }
}
