import type { Suite } from '../support/suite.ts';
import { campaignAudienceSuite } from './campaignAudience.bench.ts';
import { campaignSendSuite } from './campaignSend.bench.ts';
import { contactImportSuite } from './contactImport.bench.ts';
import { contactsSuite } from './contacts.bench.ts';
import { eventStoreSuite } from './eventStore.bench.ts';
import { offlineWriterSuite } from './offlineWriter.bench.ts';
import { projectorSuite } from './projector.bench.ts';
import { realtimeSuite } from './realtime.bench.ts';
import { scaleSuite } from './scale.bench.ts';
import { sendingSuite } from './sending.bench.ts';
import { templatesSuite } from './templates.bench.ts';
import { smsSendingSuite } from './smsSending.bench.ts';
import { webWeightSuite } from './webWeight.bench.ts';

/** Every suite `pnpm bench` runs, in order. Add a `*.bench.ts` file and list its suite here. */
// contactImport runs before contacts: its RSS figure needs a process that the demo load (≈ 1 GiB
// peak) has not already grown.
// scale (a million contacts, long) runs only when named: `pnpm bench scale`.
export const suites: readonly Suite[] = [eventStoreSuite, projectorSuite, contactImportSuite, contactsSuite, campaignAudienceSuite, realtimeSuite, sendingSuite, campaignSendSuite, smsSendingSuite, templatesSuite, webWeightSuite, offlineWriterSuite, scaleSuite];
