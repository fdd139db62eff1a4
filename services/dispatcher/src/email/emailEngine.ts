import { BatchingEventStore } from '@outreach/event-store';
import type { Reactor, Worker } from '@outreach/runner';
import type { Runtime } from '@outreach/server-kit';
import { suppressionReactor } from '../suppression/suppressionReactor.ts';
import { campaignHoldReactor } from '../campaignHolds/campaignHoldReactor.ts';
import { CampaignHoldLookup } from '../campaignHolds/campaignHoldLookup.ts';
import { dueReactor, dueWorker } from '../sending/dueReactor.ts';
import { BATCH_JOBS_PER_FETCH, startJobQueue } from '../sending/jobQueue.ts';
import { EMAIL_DUE_WORK, EMAIL_SEND_QUEUE, emailDue, type EmailSendJob } from './emailDue.ts';
import { MailboxTransports } from './mailboxTransports.ts';
import type { OAuthMailboxes } from './oauthMailboxes.ts';
import { SuppressionLookup } from '../suppression/suppressionLookup.ts';
import { RecipientCaps } from './recipientCaps.ts';
import { RecipientVerification } from './recipientVerification.ts';
import { SendClaims } from './sendClaims.ts';
import { SendsInFlight } from './sendsInFlight.ts';
import { sendQueuedEmail } from './sendQueuedEmail.ts';

/**
 * The mail servers' answers are recorded together every this many milliseconds, not one commit
 * each (at once when the last send out is answered): a dispatcher killed in between reports those
 * e-mails Unknown, never sends them again.
 */
export const ANSWER_WINDOW_MS = 25;

/**
 * Send jobs one poller takes at once, and pollers per process: a process has up to
 * batchSize × pollers e-mails in hand, which a crash leaves Unknown at most. A batch's waits (its
 * checks' and claims' round trips, its answers' window) are the same for 100 e-mails as for 200:
 * at 200 a process sent about a tenth more a second than at 100 (more pollers did not).
 */
export const EMAIL_ENGINE_DEFAULTS = { batchSize: 200, pollers: 2 } as const;

export interface EmailEngineOptions {
  /** Send jobs one poller takes at once and sends in parallel (default 200). */
  batchSize?: number;
  /** Pollers per process (default 2): a process sends up to batchSize × pollers e-mails at once. */
  pollers?: number;
}

/**
 * The e-mail half of the sending engine in one dispatcher process: the queue, the reactors that
 * turn decisions into jobs (and keep the suppression list and the paused and cancelled campaigns), the worker that releases e-mails due
 * later, and the send workers taking jobs from the queue (shared with every other process).
 */
export interface EmailEngine {
  reactors: readonly Reactor[];
  workers: readonly Worker[];
  /** Start taking send jobs (after the runners started). */
  startSending(): Promise<void>;
  stop(): Promise<void>;
}

/** `oauth`: the process's OAuth mailbox token holders (shared with reply reading). */
export async function startEmailEngine(runtime: Runtime, oauth: OAuthMailboxes, options: EmailEngineOptions = {}): Promise<EmailEngine> {
  const batchSize = options.batchSize ?? EMAIL_ENGINE_DEFAULTS.batchSize;
  // E-mails queued together (a campaign's) are kept a batch to BATCH_JOBS_PER_FETCH jobs: a poller holds as many as of single jobs.
  const queue = await startJobQueue<EmailSendJob>(runtime, { name: EMAIL_SEND_QUEUE, keyOf: emailDue.keyOf, max: 3, together: Math.ceil(batchSize / BATCH_JOBS_PER_FETCH) });
  const transports = new MailboxTransports(runtime, oauth);
  // The e-mails of a batch are read, checked, claimed and recorded together: a few round trips a batch, not a few an e-mail.
  const store = new BatchingEventStore(runtime.eventStore);
  const answers = new BatchingEventStore(runtime.eventStore, { appendWindowMs: ANSWER_WINDOW_MS });
  const deps = {
    runtime,
    store,
    answers,
    inFlight: new SendsInFlight(() => answers.flushAppends()),
    transports,
    verification: new RecipientVerification(store, runtime.config),
    suppression: new SuppressionLookup(runtime.pg),
    holds: new CampaignHoldLookup(runtime.pg),
    claims: new SendClaims(runtime.pg),
    recipients: new RecipientCaps(runtime.pg, { max: runtime.config.EMAIL_RECIPIENT_MAX, windowDays: runtime.config.EMAIL_RECIPIENT_WINDOW_DAYS }),
  };
  return {
    reactors: [dueReactor(emailDue, queue, runtime.clock), suppressionReactor(runtime.eventStore), campaignHoldReactor(queue)],
    workers: [dueWorker(EMAIL_DUE_WORK, queue)],
    startSending: () => queue.work({ batchSize, pollers: options.pollers ?? EMAIL_ENGINE_DEFAULTS.pollers }, (job) => sendQueuedEmail(deps, job.messageId)),
    async stop() {
      await queue.stop();
      transports.closeAll();
    },
  };
}
