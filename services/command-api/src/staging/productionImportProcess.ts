import { productionImports, type ProductionImportRun } from '@outreach/domain';
import { lifecycleReactor, type RequestedBy, type Worker } from '@outreach/runner';
import { processContext, type Runtime } from '@outreach/server-kit';
import { promoteStagedAgents } from './promoteStagedAgents.ts';

export const PRODUCTION_IMPORT_WORK = 'production-import';
/** Progress is recorded every this many promoted chunks (IMPORT_CHUNK_SIZE agents each), and at the end. */
const PROGRESS_EVERY_CHUNKS = 10;

/** A started Import to Production becomes work; an ended one is no longer work. */
export const productionImportReactor = lifecycleReactor({
  name: 'production-import',
  kind: PRODUCTION_IMPORT_WORK,
  starts: 'ProductionImportStarted',
  ends: ['ProductionImportCompleted', 'ProductionImportFailed'],
  keyOf: (event) => (event.data as { importId: string }).importId,
});

/**
 * Transfers every staged agent that is not a contact yet, chunk by chunk (each chunk's contacts
 * and promotion records in one append, so nothing is promoted twice), recording progress on the
 * transfer's stream. After a crash the next process goes on with the agents left, from the totals
 * last recorded.
 */
export function productionImportWorker(runtime: Runtime): Worker {
  return {
    kind: PRODUCTION_IMPORT_WORK,
    concurrency: 1,
    async perform(work, signal) {
      const { actor, requestId } = work.payload as RequestedBy;
      const importId = work.key;
      const context = () =>
        processContext(runtime.clock, actor, { requestId, correlationId: `production-import-${importId}`, reason: 'Import to Production' });
      const before = (await productionImports.load(runtime.eventStore, importId)).running;
      if (before?.importId !== importId) return 'done';
      const run = async (command: Parameters<typeof productionImports.run>[2]) => productionImports.run(runtime.eventStore, importId, command, context());
      let chunks = 0;
      const totalsAfter = (t: { promoted: number; imported: number; merged: number }): Omit<ProductionImportRun, 'importId'> => ({
        promoted: before.promoted + t.promoted,
        imported: before.imported + t.imported,
        merged: before.merged + t.merged,
      });
      try {
        let pending = Promise.resolve();
        const totals = await promoteStagedAgents(runtime, 'all', 'production', context(), {
          onProgress: (t) => {
            if (++chunks % PROGRESS_EVERY_CHUNKS !== 0) return;
            const progress = totalsAfter(t);
            pending = pending.then(async () => {
              await run({ type: 'RecordProductionImportProgress', importId, ...progress });
            });
          },
        });
        await pending;
        await run({ type: 'CompleteProductionImport', importId, ...totalsAfter(totals) });
        return 'done';
      } catch (error) {
        if (signal.aborted) return 'stopped';
        const message = error instanceof Error ? error.message : String(error);
        runtime.logger.warn({ importId, err: error }, 'import to production failed');
        await run({ type: 'FailProductionImport', importId, error: `The transfer stopped: ${message}` });
        return 'done';
      }
    },
  };
}
