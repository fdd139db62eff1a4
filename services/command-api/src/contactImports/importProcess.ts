import type { Actor, RecordedEvent } from '@outreach/domain';
import { cancelWork, scheduleWork, type Reactor, type Worker } from '@outreach/runner';
import { processContext, type Runtime } from '@outreach/server-kit';
import { runImport } from './runImport.ts';

export const CONTACT_IMPORT_WORK = 'contact-import';

interface ImportWorkPayload {
  actor: Actor;
  requestId: string;
}

/**
 * A started CSV import becomes work for the import worker; a completed or failed one is no longer
 * work. Decided from the import's own events, not from a read model.
 */
export const contactImportReactor: Reactor = {
  name: 'contact-imports',
  handles: ['ContactImportStarted', 'ContactImportCompleted', 'ContactImportFailed'],
  async react(tx, event: RecordedEvent) {
    const importId = (event.data as { importId: string }).importId;
    if (event.type !== 'ContactImportStarted') return cancelWork(tx, CONTACT_IMPORT_WORK, importId);
    const payload: ImportWorkPayload = { actor: event.metadata.actor, requestId: event.metadata.requestId };
    await scheduleWork(tx, { kind: CONTACT_IMPORT_WORK, key: importId, dueAt: new Date(event.metadata.occurredAt), payload });
  },
};

/**
 * Runs a CSV import to its end, in whichever process takes it; after a crash the next one goes on
 * after the import's last recorded line. Stopping leaves it for the next start.
 */
export function contactImportWorker(runtime: Runtime): Worker {
  return {
    kind: CONTACT_IMPORT_WORK,
    concurrency: 2,
    async perform(work, signal) {
      const { actor, requestId } = work.payload as ImportWorkPayload;
      const context = () => processContext(runtime.clock, actor, { requestId, correlationId: `import-${work.key}` });
      await runImport(runtime, work.key, context, signal);
      return signal.aborted ? 'stopped' : 'done';
    },
  };
}
