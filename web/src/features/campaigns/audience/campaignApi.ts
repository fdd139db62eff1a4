import type { acceptedCampaign, campaignTestQueued, campaignView, createCampaignBody, updateCampaignBody } from '@outreach/contracts';
import type { WireType } from '../../../shared/api/wireType.ts';

export const CAMPAIGNS_PATH = '/api/campaigns';
/** Every campaign list and campaign (the key a change made here reloads). */
export const CAMPAIGNS_QUERY_KEY = [CAMPAIGNS_PATH] as const;

export const campaignPath = (id: string) => `${CAMPAIGNS_PATH}/${encodeURIComponent(id)}`;

export type CampaignView = WireType<typeof campaignView>;
export type CreateCampaignRequest = WireType<typeof createCampaignBody>;
export type UpdateCampaignRequest = WireType<typeof updateCampaignBody>;
/** POST /api/campaigns, PUT /api/campaigns/{id}: the campaign as it now is, and the position it reached. */
export type SavedCampaign = WireType<typeof acceptedCampaign>;
/** POST /api/campaigns/{id}/test: simulated or on its way, and the e-mail as sent. */
export type CampaignTestQueued = WireType<typeof campaignTestQueued>;
