import type { DomainEvent } from '../kit/events.ts';
import { illegalState } from '../kit/errors.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { requireStatus, type CampaignState } from './campaignState.ts';

/**
 * The scheduler found a scheduled campaign due but unable to start (no one left in its audience,
 * its template or mailbox no longer fit to send): `reason` is why, as the send itself refused.
 */
export type MissCampaignSchedule = { type: 'MissCampaignSchedule'; campaignId: string; reason: string };
export type CampaignScheduleMissed = DomainEvent<'CampaignScheduleMissed', { campaignId: string; scheduledAt: string; missedAt: string; reason: string }>;

/**
 * A due campaign that cannot start goes back to being a draft, with why it did not start, rather
 * than waiting to start at some later moment no one chose: the user fixes it and schedules it again
 * or sends it.
 */
export function missCampaignSchedule(command: MissCampaignSchedule, state: CampaignState, context: CommandContext): CampaignScheduleMissed[] {
  requireStatus(state, ['scheduled'], 'record a missed schedule', 'Only a scheduled campaign can miss its time.');
  if (Date.parse(context.now) < Date.parse(state.scheduledAt!)) throw illegalState(`Cannot record a missed schedule: the campaign is not due until ${state.scheduledAt}`);
  return [{ type: 'CampaignScheduleMissed', data: { campaignId: command.campaignId, scheduledAt: state.scheduledAt!, missedAt: context.now, reason: command.reason } }];
}
