import { campaignHandler, DomainError, type CampaignScheduled } from '@outreach/domain';
import { cancelWork, scheduleWork, type Reactor, type Worker } from '@outreach/runner';
import { processContext, type Runtime } from '@outreach/server-kit';
import { countAudience, readRecordedReferences } from '../campaigns/campaignReads.ts';

export const CAMPAIGN_SCHEDULE_WORK = 'campaign-schedule';
/** How long a due campaign that cannot start (its template deleted, its audience empty) waits before it is tried again. */
const RETRY_MS = 15 * 60_000;

/**
 * A scheduled campaign becomes work due at its time (moved when it is scheduled again); a resumed
 * one is looked at once (it starts at once when its time has passed); a paused, cancelled or sent
 * one is no longer work.
 */
export const campaignScheduleReactor: Reactor = {
  name: 'campaign-schedules',
  handles: ['CampaignScheduled', 'CampaignResumed', 'CampaignPaused', 'CampaignCancelled', 'CampaignSendRequested'],
  async react(tx, event) {
    const { campaignId } = event.data as { campaignId: string };
    if (event.type === 'CampaignScheduled') {
      const dueAt = new Date((event.data as CampaignScheduled['data']).scheduledAt);
      return scheduleWork(tx, { kind: CAMPAIGN_SCHEDULE_WORK, key: campaignId, dueAt }, { replace: true });
    }
    if (event.type === 'CampaignResumed' && (event.data as { to: string }).to === 'scheduled') {
      return scheduleWork(tx, { kind: CAMPAIGN_SCHEDULE_WORK, key: campaignId, dueAt: new Date(event.metadata.occurredAt) }, { replace: true });
    }
    return cancelWork(tx, CAMPAIGN_SCHEDULE_WORK, campaignId);
  },
};

/**
 * Starts a scheduled campaign when its time comes, as the user's "send now" would (checked again
 * against its template, mailbox and audience), on behalf of the scheduler; the campaign send
 * process takes it from there. One that cannot start is tried again later and says why in the log.
 */
export function campaignScheduleWorker(runtime: Runtime): Worker {
  return {
    kind: CAMPAIGN_SCHEDULE_WORK,
    concurrency: 2,
    async perform(work) {
      const campaignId = work.key;
      const state = await campaignHandler.load(runtime.eventStore, campaignId);
      if (state.status !== 'scheduled' || !state.scheduledAt || !state.fields) return 'done';
      const dueAt = new Date(state.scheduledAt);
      if (dueAt > runtime.clock.now()) return { until: dueAt, reason: 'Not due yet' };
      const [references, audience] = await Promise.all([readRecordedReferences(runtime, state.fields), countAudience(runtime, state.fields.recipientFilter)]);
      const context = processContext(runtime.clock, 'campaign-scheduler', { correlationId: `campaign-schedule-${campaignId}`, reason: 'The campaign’s scheduled time came' });
      try {
        await campaignHandler.run(runtime.eventStore, campaignId, { type: 'RequestCampaignSend', campaignId, trigger: 'schedule', references, audience }, context);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        runtime.logger.warn({ campaignId, err: error }, 'a scheduled campaign could not start');
        return { until: new Date(runtime.clock.now().getTime() + RETRY_MS), reason: error.message };
      }
      return 'done';
    },
  };
}
