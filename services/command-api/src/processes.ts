import { ProcessHost } from '@outreach/runner';
import type { Runtime } from '@outreach/server-kit';
import { contactImportReactor, contactImportWorker } from './contactImports/importProcess.ts';
import { productionImportReactor, productionImportWorker } from './staging/productionImportProcess.ts';

/**
 * The write side's long-running processes: CSV imports and Import to Production. A start event
 * becomes scheduled work (reactor); one process at a time does each piece (worker), and another
 * takes it over after a crash. Safe with any number of command-api processes.
 */
export function startCommandApiProcesses(runtime: Runtime): Promise<ProcessHost> {
  return ProcessHost.start(runtime, {
    service: 'command-api',
    reactors: [contactImportReactor, productionImportReactor],
    workers: [contactImportWorker(runtime), productionImportWorker(runtime)],
  });
}
