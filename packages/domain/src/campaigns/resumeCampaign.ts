import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { requireStatus, type CampaignState } from './campaignState.ts';

export type ResumeCampaign = { type: 'ResumeCampaign'; campaignId: string };
export type CampaignResumed = DomainEvent<'CampaignResumed', { campaignId: string; resumedAt: string; to: 'scheduled' | 'sending' }>;

/**
 * A paused campaign goes back to where it was: scheduled (it starts at once if its time passed
 * meanwhile) or sending.
 */
export function resumeCampaign(command: ResumeCampaign, state: CampaignState, context: CommandContext): CampaignResumed[] {
  requireStatus(state, ['paused'], 'resume', 'Only a paused campaign can be resumed.');
  return [{ type: 'CampaignResumed', data: { campaignId: command.campaignId, resumedAt: context.now, to: state.pausedFrom ?? 'scheduled' } }];
}
