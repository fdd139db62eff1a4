import { campaignHandler, campaignMessageId, campaignStream, DomainError, sendUnderway } from '@outreach/domain';
import { lifecycleReactor, pause, type RequestedBy, type Worker } from '@outreach/runner';
import { processContext, type Runtime } from '@outreach/server-kit';
import { campaignEmailTexts } from './campaignEmailTexts.ts';
import { SendOutcomeFollower, sendCounts, type SendOutcome } from './campaignSendOutcomes.ts';
import { fixSendAudience } from './fixSendAudience.ts';
import { readFixedAudience, type FixedAudience } from './fixedAudience.ts';
import { queueCampaignEmails } from './queueCampaignEmails.ts';
import { sequenceSendTurn } from './sequence/sequenceSendTurn.ts';
import { abTestSendTurn, type AbTestMemory } from './abTest/abTestSendTurn.ts';

export const CAMPAIGN_SEND_WORK = 'campaign-send';
/**
 * How often a send looks for its e-mails' outcomes while they are on their way (and when a turn
 * that ended with some still on their way looks again): each look reads only what was appended
 * since the last one, however many e-mails are still open.
 */
const OUTCOME_CHECK_MS = 1_000;
/** How long one turn of the worker waits for outcomes before it gives its slot to other work. */
const OUTCOME_WAIT_MS = 60_000;
/** How often a paused send, or one that cannot fix its audience yet, looks again. */
const RETRY_MS = 60_000;

/** A send asked for becomes work; a completed or cancelled campaign, or a send with no one left in its audience, is no longer work. */
export const campaignSendReactor = lifecycleReactor({
  name: 'campaign-sends',
  kind: CAMPAIGN_SEND_WORK,
  starts: 'CampaignSendRequested',
  ends: ['CampaignSendCompleted', 'CampaignSendNotStarted', 'CampaignCancelled'],
  keyOf: (event) => (event.data as { campaignId: string }).campaignId,
});

/** What a process learnt of a send (fixed and final facts only), so it does not read them again. */
interface SendMemory {
  audience: FixedAudience;
  messageIds: string[];
  queued: boolean;
  outcomes: Map<string, SendOutcome>;
  /** Follows the outcomes from the send's start on. */
  follower: SendOutcomeFollower;
}

/** The campaign's newest event pauses or cancels it (one event read, not the whole stream with its audience). */
async function pausedOrCancelled(runtime: Runtime, campaignId: string): Promise<boolean> {
  const newest = (await runtime.eventStore.readLastEvents([campaignStream(campaignId)])).get(campaignStream(campaignId));
  return newest?.type === 'CampaignPaused' || newest?.type === 'CampaignCancelled';
}

/**
 * Sends a one-time campaign: fixes its audience (verified, suppressed and invalid addresses left
 * out), queues one personalised e-mail per recipient through the sending engine, then waits until
 * every e-mail has its outcome and completes the send with the true counts. Each step reads what
 * the event store says was done, so after a crash the next process goes on where it stopped and
 * nobody gets the e-mail twice. A paused send queues nothing more until it is resumed (and the
 * engine holds back what it had queued).
 */
export function campaignSendWorker(runtime: Runtime): Worker {
  const memory = new Map<string, SendMemory>();
  const abTests = new Map<string, AbTestMemory>();
  return {
    kind: CAMPAIGN_SEND_WORK,
    // A send waiting for its outcomes holds a slot for up to a minute: enough slots that a new send starts at once beside others.
    concurrency: 8,
    async perform(work, signal) {
      const campaignId = work.key;
      const { actor, requestId } = work.payload as RequestedBy;
      const context = () => processContext(runtime.clock, actor, { requestId, correlationId: `campaign-send-${campaignId}`, reason: 'Campaign send' });
      const later = (ms: number, reason: string) => ({ until: new Date(runtime.clock.now().getTime() + ms), reason });
      let state = await campaignHandler.load(runtime.eventStore, campaignId);
      if (!state.send || !sendUnderway(state)) {
        memory.delete(campaignId);
        return 'done';
      }
      const fields = state.fields!;
      if (fields.type === 'sequence') return sequenceSendTurn(runtime, campaignId, state, context, signal);
      if (fields.type === 'ab-test') return abTestSendTurn(runtime, campaignId, state, context, signal, abTests);
      let fixedNow: FixedAudience | undefined;
      if (!state.send.startedAt) {
        try {
          ({ audience: fixedNow, state } = await fixSendAudience(runtime, campaignId, fields, context()));
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          runtime.logger.warn({ campaignId, err: error }, 'the audience of a campaign send could not be fixed yet');
          return later(RETRY_MS, error.message);
        }
        // No one was left in its audience: a draft again.
        if (!sendUnderway(state)) return 'done';
      }
      let known = memory.get(campaignId);
      if (!known) {
        const audience = fixedNow ?? (await readFixedAudience(runtime.eventStore, campaignId));
        if (!audience) return later(RETRY_MS, 'The audience is not fixed yet');
        const messageIds = audience.recipients.map((r) => campaignMessageId(campaignId, r.contactId));
        const outcomes = new Map<string, SendOutcome>();
        known = { audience, messageIds, queued: false, outcomes, follower: new SendOutcomeFollower(messageIds, outcomes, audience.startPosition) };
        memory.set(campaignId, known);
      }
      if (!known.queued) {
        if (state.status === 'paused') return later(RETRY_MS, 'The campaign is paused');
        const texts = await campaignEmailTexts(runtime.eventStore, fields);
        await queueCampaignEmails(runtime, campaignId, fields, texts, known.audience, context(), signal);
        if (signal.aborted) return 'stopped';
        known.queued = true;
      }
      // The engine holds a paused campaign's e-mails: nothing to count until it is resumed.
      if (state.status === 'paused') return later(RETRY_MS, 'The campaign is paused');
      // Wait here for the outcomes a while (most arrive within moments), then let other work have the slot.
      const waitUntil = Date.now() + OUTCOME_WAIT_MS;
      let pending = await known.follower.look(runtime.eventStore);
      while (pending > 0 && Date.now() < waitUntil) {
        await pause(OUTCOME_CHECK_MS, signal);
        if (signal.aborted) return 'stopped';
        // Paused or cancelled meanwhile: the next turn sees to it at once (the engine holds or skips the e-mails).
        if (await pausedOrCancelled(runtime, campaignId)) return later(0, 'The campaign was paused or cancelled');
        pending = await known.follower.look(runtime.eventStore);
      }
      if (pending > 0) return later(OUTCOME_CHECK_MS, `${pending} e-mails on their way`);
      state = await campaignHandler.load(runtime.eventStore, campaignId);
      if (!sendUnderway(state)) return 'done';
      if (state.status === 'paused') return later(RETRY_MS, 'The campaign is paused');
      const counts = sendCounts(known.outcomes.values(), known.messageIds.length);
      try {
        await campaignHandler.run(runtime.eventStore, campaignId, { type: 'CompleteCampaignSend', campaignId, counts }, context());
      } catch (error) {
        const now = await campaignHandler.load(runtime.eventStore, campaignId);
        if (now.status !== 'sent') throw error;
      }
      memory.delete(campaignId);
      return 'done';
    },
  };
}
