import type { CampaignStatus } from '@outreach/contracts/campaignChoices.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { requireStatus, type CampaignState } from './campaignState.ts';

export type CancelCampaign = { type: 'CancelCampaign'; campaignId: string };
export type CampaignCancelled = DomainEvent<'CampaignCancelled', { campaignId: string; cancelledAt: string; from: CampaignStatus }>;

/** Stop a campaign for good: a draft, a scheduled one, or one sending or paused (what was sent stays sent). */
export function cancelCampaign(command: CancelCampaign, state: CampaignState, context: CommandContext): CampaignCancelled[] {
  requireStatus(state, ['draft', 'scheduled', 'sending', 'paused'], 'cancel', 'A sent or cancelled campaign is final; copy it to send it again.');
  return [{ type: 'CampaignCancelled', data: { campaignId: command.campaignId, cancelledAt: context.now, from: state.status as CampaignStatus } }];
}
