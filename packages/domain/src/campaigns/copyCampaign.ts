import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from '@outreach/contracts/campaignChoices.ts';
import { conflict } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { campaignFieldError } from './campaignContent.ts';
import type { CampaignFields } from './campaignFields.ts';
import { requireCampaign, type CampaignState } from './campaignState.ts';
import { audienceOf, type AudienceCount } from './recipientFilter.ts';

/** Decided on the new campaign's stream, with the source campaign as it was read. */
export type CopyCampaign = { type: 'CopyCampaign'; campaignId: string; source: { campaignId: string; state: CampaignState }; name: string | null; audience: AudienceCount };
export type CampaignCopied = DomainEvent<'CampaignCopied', { campaignId: string; copiedFromId: string; createdAt: string; recipientCount: number } & CampaignFields>;

/** The name of a copy when none is given: "Spring launch (Copy)". */
export function campaignCopyName(name: string): string {
  const suffix = ' (Copy)';
  return `${name.slice(0, CAMPAIGN_LIMITS.name - suffix.length)}${suffix}`;
}

/**
 * A new draft with the source's type, content, mailbox, audience and settings, whatever the
 * source's status. Its references are checked again when it is edited, scheduled or sent.
 */
export function copyCampaign(command: CopyCampaign, state: CampaignState, context: CommandContext): CampaignCopied[] {
  if (state.status !== 'absent') throw conflict('This campaign already exists');
  const source = requireCampaign(command.source.state);
  const name = command.name?.trim() || campaignCopyName(source.name);
  if (name.length > CAMPAIGN_LIMITS.name) throw campaignFieldError('name', `Campaign name must be at most ${CAMPAIGN_LIMITS.name} characters`);
  if (!name) throw campaignFieldError('name', CAMPAIGN_MESSAGES.nameRequired);
  const recipientCount = audienceOf(source.recipientFilter, command.audience);
  return [
    {
      type: 'CampaignCopied',
      data: { campaignId: command.campaignId, copiedFromId: command.source.campaignId, createdAt: context.now, recipientCount, ...source, name },
    },
  ];
}
