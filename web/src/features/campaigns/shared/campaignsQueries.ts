import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CampaignMessageStatus } from '@outreach/contracts/campaignChoices.ts';
import { apiFetch } from '../../../shared/api/apiFetch.ts';
import { buildUrl } from '../../../shared/api/buildUrl.ts';
import { CAMPAIGNS_PATH, CAMPAIGNS_QUERY_KEY, campaignPath } from '../audience/campaignApi.ts';
import { progressOfCampaign } from './sendProgress.ts';
import type { Campaign, CampaignDeferrals, CampaignEventPage, CampaignRecipientPage, CampaignSendProgress } from './campaignTypes.ts';

export { CAMPAIGNS_PATH, CAMPAIGNS_QUERY_KEY, campaignPath };

/** Rows of the campaign page's recipient table. */
export const RECIPIENTS_PAGE_SIZE = 25;
/** Timeline rows read at a time ("Load more"). */
export const TIMELINE_PAGE_SIZE = 100;

export interface RecipientsFilter {
  status: CampaignMessageStatus | null;
  page: number;
}

/** What the timeline shows: the campaign's own events, with every e-mail's, or one e-mail's. */
export type TimelineScope = { scope: 'campaign' | 'all' } | { messageId: string };

export const campaignsQueries = {
  /** GET /api/campaigns: the e-mail campaigns, newest first (SMS campaigns have their own page). */
  list: () =>
    queryOptions({
      queryKey: [...CAMPAIGNS_QUERY_KEY, 'list'] as const,
      queryFn: ({ signal }) => apiFetch<Campaign[]>(CAMPAIGNS_PATH, { signal }),
      select: (campaigns: Campaign[]) => campaigns.filter((campaign) => campaign.type !== 'sms'),
    }),
  /** GET /api/campaigns/{id}. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...CAMPAIGNS_QUERY_KEY, 'detail', id] as const,
      queryFn: ({ signal }) => apiFetch<Campaign>(campaignPath(id), { signal }),
    }),
  /** GET /api/campaigns/{id}/recipients: one page of recipients with their e-mail's outcome. */
  recipients: (id: string, { status, page }: RecipientsFilter) =>
    queryOptions({
      queryKey: [...CAMPAIGNS_QUERY_KEY, 'recipients', id, { status, page }] as const,
      queryFn: ({ signal }) =>
        apiFetch<CampaignRecipientPage>(
          buildUrl(`${campaignPath(id)}/recipients`, { status: status ?? undefined, offset: (page - 1) * RECIPIENTS_PAGE_SIZE, limit: RECIPIENTS_PAGE_SIZE }),
          { signal },
        ),
    }),
  /** GET /api/campaigns/{id}/events: the timeline, oldest first, a page at a time. */
  events: (id: string, scope: TimelineScope) =>
    infiniteQueryOptions({
      queryKey: [...CAMPAIGNS_QUERY_KEY, 'events', id, scope] as const,
      queryFn: ({ pageParam, signal }) =>
        apiFetch<CampaignEventPage>(buildUrl(`${campaignPath(id)}/events`, { ...scope, limit: TIMELINE_PAGE_SIZE, after: pageParam ?? undefined }), { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  /**
   * A send's progress as the Sending Campaign modal shows it: read from the campaign (after a
   * reconnect), replaced by the send's answer and each newer `campaign_progress` push.
   */
  /**
   * GET /api/outbound-emails?campaignId=&status=deferred: the send's e-mails waiting for a later
   * time, with why and until when (a page of them); reloaded with the campaigns' live updates.
   */
  /** GET /api/campaigns/{id}/deferrals: every e-mail of the send waiting for a later time, grouped by why. */
  deferrals: (id: string) =>
    queryOptions({
      queryKey: [...CAMPAIGNS_QUERY_KEY, 'deferrals', id] as const,
      queryFn: ({ signal }) => apiFetch<CampaignDeferrals>(`${campaignPath(id)}/deferrals`, { signal }),
    }),
  sendProgress: (id: string) =>
    queryOptions({
      queryKey: [...CAMPAIGNS_QUERY_KEY, 'send-progress', id] as const,
      queryFn: async ({ signal }): Promise<CampaignSendProgress> => progressOfCampaign(await apiFetch<Campaign>(campaignPath(id), { signal })),
      staleTime: Infinity,
    }),
};
