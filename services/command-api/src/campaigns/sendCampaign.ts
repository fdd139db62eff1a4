import type { CampaignSendProgress, CampaignView } from '@outreach/contracts';
import {
  campaignHandler,
  campaignStream,
  requireCampaign,
  type CampaignSendCompleted,
  type CampaignSendNotStarted,
  type CampaignSendStarted,
  type CampaignState,
  type CommandContext,
  type Position,
} from '@outreach/domain';
import { pause } from '@outreach/runner';
import type { Runtime } from '@outreach/server-kit';
import { countAudience, readRecordedReferences } from './campaignReads.ts';
import { toCampaignView } from './campaignView.ts';

/** How long a send request waits for the audience to be verified and fixed before answering that it is still verifying. */
export const CAMPAIGN_SEND_WAIT_MS = 15_000;
const POLL_MS = 100;

export interface CampaignSendAnswer {
  /** The audience is fixed (the e-mails are on their way), or the wait ran out while it was being verified. */
  verified: boolean;
  campaign: CampaignView;
  progress: CampaignSendProgress;
  verificationStats: { validEmails: number; invalidEmails: number } | null;
  position: Position | undefined;
}

/**
 * The send's start and end events (or, for a send with no one left in its audience, the one that
 * says it did not start), newest first in the stream (the audience's chunks come before the start).
 */
async function sendEvents(runtime: Runtime, campaignId: string) {
  let started: CampaignSendStarted['data'] | undefined;
  let completed: CampaignSendCompleted['data'] | undefined;
  let notStarted: CampaignSendNotStarted['data'] | undefined;
  let position: Position | undefined;
  for await (const event of runtime.eventStore.readStream(campaignStream(campaignId), { direction: 'backwards' })) {
    position ??= event.position;
    if (event.type === 'CampaignSendCompleted') completed ??= event.data as CampaignSendCompleted['data'];
    if (event.type === 'CampaignSendNotStarted') notStarted ??= event.data as CampaignSendNotStarted['data'];
    if (event.type === 'CampaignSendStarted') {
      started = event.data as CampaignSendStarted['data'];
      break;
    }
    if (event.type === 'CampaignSendRequested') break;
  }
  return { started, completed, notStarted, position };
}

type SendEvents = Awaited<ReturnType<typeof sendEvents>>;

/** The verification's figures: the recipients kept and those left out, none kept when the send did not start; null while verifying. */
function verificationOf({ started, notStarted }: SendEvents): CampaignSendProgress['verificationStats'] {
  if (started) return { validEmails: started.recipientCount, invalidEmails: started.excluded.suppressed + started.excluded.invalid };
  if (notStarted) return { validEmails: 0, invalidEmails: notStarted.excluded.suppressed + notStarted.excluded.invalid };
  return null;
}

function progressOf(campaignId: string, state: CampaignState, events: SendEvents): CampaignSendProgress {
  const { started, completed } = events;
  const counts = completed?.counts;
  return {
    campaignId,
    status: state.status === 'absent' ? 'draft' : state.status,
    phase: completed ? 'completed' : started ? 'sending' : 'verifying',
    recipientCount: started?.recipientCount ?? 0,
    verificationStats: verificationOf(events),
    sentCount: counts?.sent ?? 0,
    skippedCount: counts ? Object.values(counts.skipped).reduce((a, b) => a + b, 0) : 0,
    failedCount: counts?.failed ?? 0,
    unknownCount: counts?.unknown ?? 0,
  };
}

/**
 * POST /api/campaigns/{id}/send: a draft or scheduled one-time campaign, checked again against
 * its template, mailbox and audience, starts sending; the sender verifies and fixes the audience
 * in the campaign send process, and this waits for that up to `waitMs` (a sequence's recipients
 * then move through its steps there; an A/B test's test share gets its variants and the rest the
 * winner after the wait).
 */
export async function sendCampaign(runtime: Runtime, campaignId: string, context: CommandContext, waitMs: number): Promise<CampaignSendAnswer> {
  const fields = requireCampaign(await campaignHandler.load(runtime.eventStore, campaignId));
  const [references, audience] = await Promise.all([readRecordedReferences(runtime, fields), countAudience(runtime, fields.recipientFilter)]);
  const requested = await campaignHandler.run(runtime.eventStore, campaignId, { type: 'RequestCampaignSend', campaignId, trigger: 'now', references, audience }, context);
  const deadline = Date.now() + waitMs;
  const never = new AbortController().signal;
  for (;;) {
    const state = await campaignHandler.load(runtime.eventStore, campaignId);
    const verified = state.send?.startedAt != null || state.status !== 'sending';
    if (verified || Date.now() >= deadline) {
      const events = await sendEvents(runtime, campaignId);
      const progress = progressOf(campaignId, state, events);
      const audienceKnown = events.started !== undefined || events.notStarted !== undefined;
      return { verified: audienceKnown, campaign: toCampaignView(state), progress, verificationStats: progress.verificationStats, position: events.position ?? requested.position };
    }
    await pause(Math.min(POLL_MS, deadline - Date.now()), never);
  }
}
