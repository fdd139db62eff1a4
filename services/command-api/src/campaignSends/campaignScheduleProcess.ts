import { campaignHandler, DomainError, type CampaignScheduled } from '@outreach/domain';
import { cancelWork, scheduleWork, type Reactor, type Worker } from '@outreach/runner';
import { processContext, type Runtime } from '@outreach/server-kit';
import { countAudience, readRecordedReferences } from '../campaigns/campaignReads.ts';

export const CAMPAIGN_SCHEDULE_WORK = 'campaign-schedule';

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
 * process takes it from there. One that cannot start (no one left in its audience, say) goes back
 * to being a draft with the reason (CampaignScheduleMissed), for the user to see, fix and schedule
 * again, rather than starting at some later moment no one chose.
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
        return 'done';
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        runtime.logger.info({ campaignId, reason: error.message }, 'a scheduled campaign could not start at its time; it is a draft again');
        const missed = { ...context, reason: `The campaign could not start at its scheduled time: ${error.message}` };
        await campaignHandler.run(runtime.eventStore, campaignId, { type: 'MissCampaignSchedule', campaignId, reason: error.message }, missed).catch((refused: unknown) => {
          // Paused, cancelled, sent or scheduled for later meanwhile: it is no longer this work's to start.
          if (!(refused instanceof DomainError)) throw refused;
        });
        return 'done';
      }
    },
  };
}
