import { randomUUID } from 'node:crypto';
import { illegalState, PRODUCTION_IMPORT_STREAM, productionImports, type CommandContext, type Position, type ProductionImportTotals } from '@outreach/domain';
import { pause } from '@outreach/runner';
import type { Runtime } from '@outreach/server-kit';

export interface ProductionImportAnswer {
  done: boolean;
  totals: ProductionImportTotals;
  /** The transfer stream's newest position: its end comes after every contact it made. */
  position: Position | undefined;
}

const POLL_MS = 200;

/**
 * Import to Production: start a transfer of the staging pool (or join the one under way, in any
 * process) and wait for its end up to `waitMs`; a long transfer goes on in the import process and
 * the answer gives the progress recorded so far. A transfer that failed answers 409 with its reason.
 */
export async function requestProductionImport(runtime: Runtime, context: CommandContext, waitMs: number): Promise<ProductionImportAnswer> {
  const requested = randomUUID();
  const started = await productionImports.run(runtime.eventStore, requested, { type: 'StartProductionImport', importId: requested }, context);
  const importId = started.state.running?.importId ?? requested;
  const deadline = Date.now() + waitMs;
  const never = new AbortController().signal;
  for (;;) {
    const state = await productionImports.load(runtime.eventStore, importId);
    const position = (await runtime.eventStore.readLastEvents([PRODUCTION_IMPORT_STREAM])).get(PRODUCTION_IMPORT_STREAM)?.position;
    if (state.running?.importId !== importId) {
      const ended = state.last?.importId === importId ? state.last : undefined;
      if (ended?.status === 'failed') throw illegalState(ended.error ?? 'Import to Production stopped');
      const totals = ended ?? { promoted: 0, imported: 0, merged: 0 };
      return { done: true, totals: { promoted: totals.promoted, imported: totals.imported, merged: totals.merged }, position };
    }
    if (Date.now() >= deadline) {
      const { promoted, imported, merged } = state.running;
      return { done: false, totals: { promoted, imported, merged }, position };
    }
    await pause(Math.min(POLL_MS, deadline - Date.now()), never);
  }
}
