import { ProcessHost } from '@outreach/runner';
import type { Runtime } from '@outreach/server-kit';
import { campaignScheduleReactor, campaignScheduleWorker } from './campaignSends/campaignScheduleProcess.ts';
import { campaignSendReactor, campaignSendWorker } from './campaignSends/campaignSendProcess.ts';
import { contactImportReactor, contactImportWorker } from './contactImports/importProcess.ts';
import { productionImportReactor, productionImportWorker } from './staging/productionImportProcess.ts';
import { replyUnsubscribeReactor, replyUnsubscribeWorker } from './unsubscribe/replyUnsubscribeProcess.ts';

/**
 * The write side's long-running processes: CSV imports, Import to Production, scheduled campaigns
 * coming due, campaign sends and replies that ask to be unsubscribed. A start event
 * becomes scheduled work (reactor); one process at a time does each piece (worker), and another
 * takes it over after a crash. Safe with any number of command-api processes.
 */
export function startCommandApiProcesses(runtime: Runtime): Promise<ProcessHost> {
  return ProcessHost.start(runtime, {
    service: 'command-api',
    // Their start events are rare among a send's many small commits: under such a stream each
    // reactor reads at most once a tenth of a second; the first commit after a quiet spell at once.
    gatherMs: 100,
    reactors: [contactImportReactor, productionImportReactor, campaignScheduleReactor, campaignSendReactor, replyUnsubscribeReactor],
    workers: [
      contactImportWorker(runtime),
      productionImportWorker(runtime),
      campaignScheduleWorker(runtime),
      campaignSendWorker(runtime),
      replyUnsubscribeWorker(runtime),
    ],
  });
}
