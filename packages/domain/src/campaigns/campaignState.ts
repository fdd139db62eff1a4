import { CAMPAIGN_MESSAGES, type AbVariantKey, type CampaignStatus } from '@outreach/contracts/campaignChoices.ts';
import { illegalState, notFound } from '../kit/errors.ts';
import type { CampaignFields } from './campaignFields.ts';

/** How far a send has come: asked for, its audience fixed chunk by chunk, started, completed. */
export interface CampaignSendState {
  requestedAt: string;
  trigger: 'now' | 'schedule';
  /** Chunks of the audience recorded so far (CampaignAudienceFixed). */
  chunksFixed: number;
  /** Recipients in those chunks. */
  recipientsFixed: number;
  startedAt: string | null;
  completedAt: string | null;
}

/** An A/B test's send: split (test recipients per variant, the rest waiting), due to be decided, then decided. */
export interface CampaignAbTestState {
  decideAt: string;
  /** Test recipients per variant. */
  variants: Partial<Record<AbVariantKey, number>>;
  restRecipients: number;
  decided: { restVariant: AbVariantKey | null; heldBack: number } | null;
}

export interface CampaignState {
  status: 'absent' | CampaignStatus;
  campaignId: string | undefined;
  fields: CampaignFields | undefined;
  copiedFromId: string | null;
  createdAt: string | undefined;
  updatedAt: string | undefined;
  /** The audience as last counted (saved, scheduled, asked to send), then as fixed when the send started. */
  recipientCount: number;
  scheduledAt: string | null;
  /** A draft again because it could not start at its scheduled time, and why; null once edited, scheduled again or sent. */
  scheduleMissed: { scheduledAt: string; missedAt: string; reason: string } | null;
  /** A draft again because its send found no one left in its audience, and why; null once edited, scheduled or sent again. */
  sendNotStarted: { requestedAt: string; stoppedAt: string; reason: string } | null;
  /** What a paused campaign goes back to when resumed. */
  pausedFrom: 'scheduled' | 'sending' | null;
  send: CampaignSendState | null;
  abTest: CampaignAbTestState | null;
}

export const initialCampaignState: CampaignState = {
  status: 'absent',
  campaignId: undefined,
  fields: undefined,
  copiedFromId: null,
  createdAt: undefined,
  updatedAt: undefined,
  recipientCount: 0,
  scheduledAt: null,
  scheduleMissed: null,
  sendNotStarted: null,
  pausedFrom: null,
  send: null,
  abTest: null,
};

/** A send asked for and not yet over: sending, or paused while sending. */
export const sendUnderway = (state: CampaignState): boolean => state.status === 'sending' || (state.status === 'paused' && state.pausedFrom === 'sending');

/** A campaign that exists (any status); a missing one is a 404. */
export function requireCampaign(state: CampaignState): CampaignFields {
  if (state.status === 'absent' || !state.fields) throw notFound(CAMPAIGN_MESSAGES.campaignNotFound);
  return state.fields;
}

const WHERE_IT_STANDS: Record<CampaignStatus, string> = {
  draft: 'is a draft',
  scheduled: 'is scheduled',
  sending: 'is sending',
  paused: 'is paused',
  sent: 'was sent',
  cancelled: 'was cancelled',
};

/**
 * The campaign exists and is in one of the statuses an action takes; otherwise a 409 naming the
 * action, where the campaign stands and what would allow it.
 */
export function requireStatus(state: CampaignState, allowed: readonly CampaignStatus[], action: string, hint: string): CampaignFields {
  const fields = requireCampaign(state);
  const status = state.status as CampaignStatus;
  if (!allowed.includes(status)) throw illegalState(`Cannot ${action}: the campaign ${WHERE_IT_STANDS[status]}. ${hint}`);
  return fields;
}

/** E-mail campaigns are sent here; SMS campaigns are stored here and sent by the SMS tools. */
export function requireEmailCampaign(fields: CampaignFields, action: string): void {
  if (fields.type === 'sms') throw illegalState(`Cannot ${action}: SMS campaigns are sent from the SMS Campaigns page`);
}
