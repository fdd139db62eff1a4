export { CAMPAIGNS_PATH, CAMPAIGNS_QUERY_KEY, campaignPath, campaignsQueries, RECIPIENTS_PAGE_SIZE, TIMELINE_PAGE_SIZE, type RecipientsFilter, type TimelineScope } from './campaignsQueries.ts';
export type * from './campaignTypes.ts';
export * from './campaignDisplay.ts';
export { campaignSentToast, isNewerProgress, progressOfCampaign, sendSteps, settledCount, type SendStep, type SendStepState } from './sendProgress.ts';
export { useCampaign } from './useCampaign.ts';
export { useCampaigns } from './useCampaigns.ts';
export { useCopyCampaign, COPY_FAILED_MESSAGE } from './useCopyCampaign.ts';
export { useSendCampaign, SEND_FAILED_MESSAGE } from './useSendCampaign.ts';
