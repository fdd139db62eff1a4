import type { CampaignCancelled, CampaignPaused, CampaignResumed, RecordedEvent } from '@outreach/domain';
import type { Reactor } from '@outreach/runner';
import type { EmailSendJob } from '../email/emailDue.ts';
import type { JobQueue } from '../sending/jobQueue.ts';
import { holdCampaign, releaseCampaign } from './campaignHoldList.ts';

type Holding = CampaignPaused | CampaignResumed | CampaignCancelled;

/**
 * Keeps `dispatcher.campaign_holds` from the campaign events, in the reactor's transaction with
 * its checkpoint: a pause holds the campaign's queued e-mails back, a cancel has them skipped. A
 * resume (or the cancel) makes each e-mail the engine held a send job again, in the same
 * transaction: none waits longer than the pause, none is forgotten across a crash.
 */
export function campaignHoldReactor(queue: JobQueue<EmailSendJob>): Reactor {
  return {
    name: 'campaign-holds',
    handles: ['CampaignPaused', 'CampaignResumed', 'CampaignCancelled'],
    async react(tx, recorded: RecordedEvent) {
      const e = { type: recorded.type, data: recorded.data } as Holding;
      const { campaignId } = e.data;
      switch (e.type) {
        case 'CampaignPaused':
          await holdCampaign(tx, campaignId, 'paused', recorded.eventId, e.data.pausedAt);
          return;
        case 'CampaignCancelled':
          await holdCampaign(tx, campaignId, 'cancelled', recorded.eventId, e.data.cancelledAt);
          break;
        case 'CampaignResumed':
          break;
        default:
          return;
      }
      const held = await releaseCampaign(tx, campaignId, e.type === 'CampaignResumed');
      await queue.enqueueAllIn(tx, held.map((messageId) => ({ messageId })));
    },
  };
}
