import { campaignHandler, campaignMessageId, DomainError, sendUnderway, type CampaignState, type CommandContext } from '@outreach/domain';
import { pause, type WorkOutcome } from '@outreach/runner';
import type { Runtime } from '@outreach/server-kit';
import { outcomeCheckInterval, readSendOutcomes, sendCounts, type SendOutcome } from '../campaignSendOutcomes.ts';
import { fixSendAudience } from '../fixSendAudience.ts';
import { readFixedAudience, type FixedAudience } from '../fixedAudience.ts';
import { queueCampaignEmails } from '../queueCampaignEmails.ts';
import { observeAbTest } from './abTestObservations.ts';
import { readAbTestGroups, type AbTestGroups } from './abTestSplitRead.ts';
import { abTestTexts } from './abTestTexts.ts';

/** When a turn that ended with e-mails still on their way looks for their outcomes again. */
const OUTCOME_CHECK_MS = 1_000;
/** How long one turn waits for outcomes before it gives its slot to other work. */
const OUTCOME_WAIT_MS = 60_000;
/** How often a paused send, or one that cannot fix its audience yet, looks again. */
const RETRY_MS = 60_000;

/** What a process learnt of an A/B test's send (fixed and final facts only), so it does not read them again. */
export interface AbTestMemory {
  audience: FixedAudience;
  groups: AbTestGroups;
  testQueued: boolean;
  restQueued: boolean;
  outcomes: Map<string, SendOutcome>;
}

/**
 * One turn of an A/B test's send: fix the audience, split it (recorded once), queue each test
 * recipient's variant, wait (on the runtime's clock) until the decision is due (again, when test
 * e-mails were still held back then), decide on what the test recipients did, queue the chosen variant to the rest (or hold them back), and once
 * every e-mail has its outcome complete the send with counts that add up. Every step reads what
 * the event store says was done, so a process that takes over after a crash goes on from there
 * and nobody gets an e-mail twice.
 */
export async function abTestSendTurn(
  runtime: Runtime,
  campaignId: string,
  initial: CampaignState,
  context: () => CommandContext,
  signal: AbortSignal,
  memory: Map<string, AbTestMemory>,
): Promise<WorkOutcome> {
  const later = (ms: number, reason: string) => ({ until: new Date(runtime.clock.now().getTime() + ms), reason });
  const load = () => campaignHandler.load(runtime.eventStore, campaignId);
  let state = initial;
  const fields = state.fields!;
  const settings = fields.abTest!;
  try {
    if (!state.send?.startedAt) {
      await fixSendAudience(runtime, campaignId, fields, context());
      state = await load();
      // No one was left in its audience: a draft again.
      if (!sendUnderway(state)) return 'done';
    }
    let known = memory.get(campaignId);
    if (!known) {
      const audience = await readFixedAudience(runtime.eventStore, campaignId);
      if (!audience) return later(RETRY_MS, 'The audience is not fixed yet');
      if (!state.abTest) {
        await campaignHandler.run(runtime.eventStore, campaignId, { type: 'StartAbTest', campaignId, contactIds: audience.recipients.map((r) => r.contactId) }, context());
        state = await load();
      }
      known = { audience, groups: await readAbTestGroups(runtime.eventStore, campaignId, audience), testQueued: false, restQueued: false, outcomes: new Map() };
      memory.set(campaignId, known);
    }
    const texts = await abTestTexts(runtime.eventStore, fields);
    if (!known.testQueued) {
      if (state.status === 'paused') return later(RETRY_MS, 'The campaign is paused');
      for (const [variant, recipients] of known.groups.variants) {
        await queueCampaignEmails(runtime, campaignId, fields, texts.get(variant)!, { ...known.audience, recipients }, context(), signal);
        if (signal.aborted) return 'stopped';
      }
      known.testQueued = true;
    }
    const test = [...known.groups.variants.values()].flat().map((r) => campaignMessageId(campaignId, r.contactId));
    if (!state.abTest?.decided) {
      const decideAt = new Date(state.abTest!.decideAt);
      if (runtime.clock.now() < decideAt) return { until: decideAt, reason: `The A/B test is decided at ${decideAt.toISOString()}` };
      if (state.status === 'paused') return later(RETRY_MS, 'The campaign is paused');
      // Test e-mails still held back (a daily limit, a send window) would be judged unsent: the decision waits the whole wait again.
      const pendingTestEmails = await readSendOutcomes(runtime.eventStore, test, known.outcomes);
      if (pendingTestEmails > 0) {
        await campaignHandler.run(runtime.eventStore, campaignId, { type: 'PostponeAbTestDecision', campaignId, pendingTestEmails }, context());
        const next = new Date((await load()).abTest!.decideAt);
        return { until: next, reason: `${pendingTestEmails} test e-mails have not gone out yet: the A/B test is decided at ${next.toISOString()}` };
      }
      const observed = await observeAbTest(
        runtime.eventStore,
        campaignId,
        settings.variants.map((v) => v.key),
        known.groups,
        known.outcomes,
        settings.metric,
      );
      await campaignHandler.run(runtime.eventStore, campaignId, { type: 'DecideAbTest', campaignId, observed }, context());
      state = await load();
    }
    const decided = state.abTest!.decided!;
    const rest = decided.restVariant ? known.groups.rest.map((r) => campaignMessageId(campaignId, r.contactId)) : [];
    if (!known.restQueued && decided.restVariant) {
      if (state.status === 'paused') return later(RETRY_MS, 'The campaign is paused');
      await queueCampaignEmails(runtime, campaignId, fields, texts.get(decided.restVariant)!, { ...known.audience, recipients: known.groups.rest }, context(), signal);
      if (signal.aborted) return 'stopped';
    }
    known.restQueued = true;
    const messageIds = [...test, ...rest];
    const waitUntil = Date.now() + OUTCOME_WAIT_MS;
    let pending = await readSendOutcomes(runtime.eventStore, messageIds, known.outcomes);
    while (pending > 0 && Date.now() < waitUntil) {
      await pause(outcomeCheckInterval(pending), signal);
      if (signal.aborted) return 'stopped';
      pending = await readSendOutcomes(runtime.eventStore, messageIds, known.outcomes);
    }
    if (pending > 0) return later(OUTCOME_CHECK_MS, `${pending} e-mails on their way`);
    state = await load();
    if (!sendUnderway(state)) return 'done';
    if (state.status === 'paused') return later(RETRY_MS, 'The campaign is paused');
    const outcomes = messageIds.map((id) => known.outcomes.get(id)!);
    const counts = { ...sendCounts(outcomes, known.audience.recipients.length), ...(decided.heldBack ? { heldBack: decided.heldBack } : {}) };
    await campaignHandler.run(runtime.eventStore, campaignId, { type: 'CompleteCampaignSend', campaignId, counts }, context());
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const now = await load();
    if (now.status === 'sent' || !sendUnderway(now)) {
      memory.delete(campaignId);
      return 'done';
    }
    runtime.logger.warn({ campaignId, err: error }, 'an A/B test send could not go on yet');
    return later(RETRY_MS, error.message);
  }
  memory.delete(campaignId);
  return 'done';
}
