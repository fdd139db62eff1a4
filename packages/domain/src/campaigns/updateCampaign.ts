import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import type { CampaignReferences } from './campaignContent.ts';
import { changedCampaignFields, checkCampaign, mergeCampaignInput, type CampaignFields, type CampaignInput } from './campaignFields.ts';
import { requireStatus, type CampaignState } from './campaignState.ts';
import { audienceOf, type AudienceCount } from './recipientFilter.ts';
import { requireReadyToSend } from './scheduleCampaign.ts';

export type UpdateCampaign = { type: 'UpdateCampaign'; campaignId: string; changes: Partial<CampaignInput>; references: CampaignReferences; audience: AudienceCount };
export type CampaignUpdated = DomainEvent<'CampaignUpdated', { campaignId: string; updatedAt: string; changed: (keyof CampaignFields)[]; recipientCount: number } & CampaignFields>;

/**
 * Change some of a campaign's fields (the others are kept) and check the whole again; a scheduled
 * campaign must stay ready to send. Only drafts and scheduled campaigns change; nothing is recorded
 * when nothing changes.
 */
export function updateCampaign(command: UpdateCampaign, state: CampaignState, context: CommandContext): CampaignUpdated[] {
  const current = requireStatus(state, ['draft', 'scheduled'], 'edit', 'Only a draft or a scheduled campaign can be edited; copy it to make a new one.');
  const fields = checkCampaign(mergeCampaignInput(current, command.changes), command.references);
  const recipientCount =
    state.status === 'scheduled' ? requireReadyToSend(fields, command.references, command.audience, 'keep it scheduled') : audienceOf(fields.recipientFilter, command.audience);
  const changed = changedCampaignFields(current, fields);
  if (changed.length === 0) return [];
  return [{ type: 'CampaignUpdated', data: { campaignId: command.campaignId, updatedAt: context.now, changed, recipientCount, ...fields } }];
}
