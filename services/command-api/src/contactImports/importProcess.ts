import { lifecycleReactor, type RequestedBy, type Worker } from '@outreach/runner';
import { processContext, type Runtime } from '@outreach/server-kit';
import { runImport } from './runImport.ts';

export const CONTACT_IMPORT_WORK = 'contact-import';

/**
 * A started CSV import becomes work for the import worker; a completed or failed one is no longer
 * work. Decided from the import's own events, not from a read model.
 */
export const contactImportReactor = lifecycleReactor({
  name: 'contact-imports',
  kind: CONTACT_IMPORT_WORK,
  starts: 'ContactImportStarted',
  ends: ['ContactImportCompleted', 'ContactImportFailed'],
  keyOf: (event) => (event.data as { importId: string }).importId,
});

/**
 * Runs a CSV import to its end, in whichever process takes it; after a crash the next one goes on
 * after the import's last recorded line. Stopping leaves it for the next start.
 */
export function contactImportWorker(runtime: Runtime): Worker {
  return {
    kind: CONTACT_IMPORT_WORK,
    concurrency: 2,
    async perform(work, signal) {
      const { actor, requestId } = work.payload as RequestedBy;
      const context = () => processContext(runtime.clock, actor, { requestId, correlationId: `import-${work.key}` });
      await runImport(runtime, work.key, context, signal);
      return signal.aborted ? 'stopped' : 'done';
    },
  };
}
