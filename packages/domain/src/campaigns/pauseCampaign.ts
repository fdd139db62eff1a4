import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { requireStatus, type CampaignState } from './campaignState.ts';

export type PauseCampaign = { type: 'PauseCampaign'; campaignId: string };
export type CampaignPaused = DomainEvent<'CampaignPaused', { campaignId: string; pausedAt: string; from: 'scheduled' | 'sending' }>;

/** Hold a scheduled campaign (it does not start when due) or a sending one (no further e-mail is handed out). */
export function pauseCampaign(command: PauseCampaign, state: CampaignState, context: CommandContext): CampaignPaused[] {
  requireStatus(state, ['scheduled', 'sending'], 'pause', 'Only a scheduled or a sending campaign can be paused.');
  return [{ type: 'CampaignPaused', data: { campaignId: command.campaignId, pausedAt: context.now, from: state.status as 'scheduled' | 'sending' } }];
}
