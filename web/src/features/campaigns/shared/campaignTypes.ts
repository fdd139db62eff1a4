import type {
  campaignDeferrals,
  campaignEventPage,
  campaignEventView,
  campaignRecipientPage,
  campaignRecipientView,
  campaignSendAnswer,
  campaignSendProgress,
  campaignView,
} from '@outreach/contracts';
import type { WireType } from '../../../shared/api/wireType.ts';

export type Campaign = WireType<typeof campaignView>;
/** Where a send stands (the send's answer and the `campaign_progress` live update). */
export type CampaignSendProgress = WireType<typeof campaignSendProgress>;
export type CampaignSendPhase = CampaignSendProgress['phase'];
/** POST /api/campaigns/{id}/send: the campaign, its progress and the verification's figures. */
export type CampaignSendAnswer = WireType<typeof campaignSendAnswer>;
export type VerificationStats = NonNullable<CampaignSendAnswer['verificationStats']>;
export type CampaignRecipient = WireType<typeof campaignRecipientView>;
export type CampaignRecipientPage = WireType<typeof campaignRecipientPage>;
export type CampaignEvent = WireType<typeof campaignEventView>;
export type CampaignEventPage = WireType<typeof campaignEventPage>;
/** GET /api/campaigns/{id}/deferrals: the e-mails waiting for a later time, counted and grouped by why. */
export type CampaignDeferrals = WireType<typeof campaignDeferrals>;
export type CampaignDeferralGroup = CampaignDeferrals['groups'][number];
