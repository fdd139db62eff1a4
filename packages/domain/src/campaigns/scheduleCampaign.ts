import { DateTime } from 'luxon';
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from '@outreach/contracts/campaignChoices.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { campaignFieldError, type CampaignReferences } from './campaignContent.ts';
import { campaignInputOf, checkCampaign, type CampaignFields } from './campaignFields.ts';
import { requireEmailCampaign, requireStatus, type CampaignState } from './campaignState.ts';
import { audienceOf, type AudienceCount } from './recipientFilter.ts';

export type ScheduleCampaign = { type: 'ScheduleCampaign'; campaignId: string; scheduledAt: string; references: CampaignReferences; audience: AudienceCount };
export type CampaignScheduled = DomainEvent<'CampaignScheduled', { campaignId: string; scheduledAt: string; previousScheduledAt: string | null; recipientCount: number }>;

const DAY_MS = 86_400_000;

/** A date and time with its offset from UTC (or Z): a real calendar day, a moment that means the same on every server. */
const WITH_OFFSET = /(?:[zZ]|[+-]\d{2}(?::?\d{2})?)$/;

/**
 * A moment in the future (within a year), as an ISO instant; a past or malformed one is a 400, and
 * so is one that is not ISO 8601 with a date, a time and an offset (read strictly: no 30 February).
 */
export function checkScheduleTime(scheduledAt: string, now: string): string {
  const parsed = DateTime.fromISO(scheduledAt, { setZone: true });
  const at = parsed.isValid && scheduledAt.includes('T') && WITH_OFFSET.test(scheduledAt) ? parsed.toMillis() : Number.NaN;
  if (Number.isNaN(at)) throw campaignFieldError('scheduledAt', 'scheduledAt must be a date and time with its offset from UTC (ISO 8601, such as 2026-12-01T09:00:00Z)');
  if (at <= Date.parse(now)) throw campaignFieldError('scheduledAt', CAMPAIGN_MESSAGES.scheduleInPast);
  if (at > Date.parse(now) + CAMPAIGN_LIMITS.scheduleDays * DAY_MS) throw campaignFieldError('scheduledAt', `A campaign can be scheduled at most ${CAMPAIGN_LIMITS.scheduleDays} days ahead`);
  return new Date(at).toISOString();
}

/**
 * What a campaign needs to go out, checked again whenever it is scheduled or sent (its template
 * may have been deleted, its mailbox turned off since it was saved): an e-mail campaign whose
 * references still hold and whose audience is not empty. Answers the audience's size.
 */
export function requireReadyToSend(fields: CampaignFields, references: CampaignReferences, audience: AudienceCount, action: string): number {
  requireEmailCampaign(fields, action);
  checkCampaign(campaignInputOf(fields), references);
  const recipientCount = audienceOf(fields.recipientFilter, audience);
  if (recipientCount === 0) throw campaignFieldError('recipientFilter', emptyAudienceMessage(audience));
  return recipientCount;
}

/** Why an audience is empty: no contact matches, or every one that does is left out (named by reason, so the user knows the filter is right). */
function emptyAudienceMessage({ leftOut }: AudienceCount): string {
  const matched = (leftOut?.suppressed ?? 0) + (leftOut?.invalid ?? 0);
  if (!leftOut || matched === 0) return CAMPAIGN_MESSAGES.emptyAudience;
  const contacts = matched === 1 ? 'the one contact the recipient filter matches is' : `all ${matched} contacts the recipient filter matches are`;
  return `No recipients: ${contacts} left out (${leftOut.suppressed} unsubscribed, bounced or complained; ${leftOut.invalid} with an invalid address)`;
}

/** The schedule of a campaign that is ready to send; nothing when it is already scheduled then. */
export function scheduledEvents(fields: CampaignFields, previousScheduledAt: string | null, command: Omit<ScheduleCampaign, 'type'>, context: CommandContext): CampaignScheduled[] {
  const scheduledAt = checkScheduleTime(command.scheduledAt, context.now);
  const recipientCount = requireReadyToSend(fields, command.references, command.audience, 'schedule');
  if (scheduledAt === previousScheduledAt) return [];
  return [{ type: 'CampaignScheduled', data: { campaignId: command.campaignId, scheduledAt, previousScheduledAt, recipientCount } }];
}

/** Schedule a draft, or move a scheduled campaign to another time. */
export function scheduleCampaign(command: ScheduleCampaign, state: CampaignState, context: CommandContext): CampaignScheduled[] {
  const fields = requireStatus(state, ['draft', 'scheduled'], 'schedule', 'Only a draft or a scheduled campaign can be scheduled.');
  return scheduledEvents(fields, state.scheduledAt, command, context);
}
