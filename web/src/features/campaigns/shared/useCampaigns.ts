import { useQuery } from '@tanstack/react-query';
import { campaignsQueries } from './campaignsQueries.ts';

/** The e-mail campaigns, newest first; reloaded by every `campaign_progress` live update. */
export function useCampaigns() {
  return useQuery(campaignsQueries.list());
}
