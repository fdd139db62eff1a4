import { conflict } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import type { CampaignReferences } from './campaignContent.ts';
import { checkCampaign, type CampaignFields, type CampaignInput } from './campaignFields.ts';
import type { CampaignState } from './campaignState.ts';
import { audienceOf, type AudienceCount } from './recipientFilter.ts';
import { scheduledEvents, type CampaignScheduled } from './scheduleCampaign.ts';

export type CreateCampaign = {
  type: 'CreateCampaign';
  campaignId: string;
  input: CampaignInput;
  references: CampaignReferences;
  audience: AudienceCount;
  /** Scheduled at once (Advanced Setup's "send later"); null: a draft. */
  scheduledAt: string | null;
};
export type CampaignCreated = DomainEvent<'CampaignCreated', { campaignId: string; createdAt: string; recipientCount: number } & CampaignFields>;

/** A new campaign, checked in full against what it refers to: a draft, or scheduled at once. */
export function createCampaign(command: CreateCampaign, state: CampaignState, context: CommandContext): (CampaignCreated | CampaignScheduled)[] {
  if (state.status !== 'absent') throw conflict('This campaign already exists');
  const fields = checkCampaign(command.input, command.references);
  const recipientCount = audienceOf(fields.recipientFilter, command.audience);
  const created: CampaignCreated = { type: 'CampaignCreated', data: { campaignId: command.campaignId, createdAt: context.now, recipientCount, ...fields } };
  if (command.scheduledAt === null) return [created];
  return [created, ...scheduledEvents(fields, null, { ...command, scheduledAt: command.scheduledAt }, context)];
}
