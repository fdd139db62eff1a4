import { useQuery } from '@tanstack/react-query';
import type { contactList } from '@outreach/contracts';
import { apiFetch } from '../../../shared/api/apiFetch.ts';
import type { WireType } from '../../../shared/api/wireType.ts';
import { CONTACTS_QUERY_KEY } from '../../contacts/contactsQueries.ts';
import { CAMPAIGN_CONTACTS_URL } from './campaignContacts.ts';

/** The campaign screens' queries are fresh for 30 s and retried once (spec part 2 §9). */
export const CAMPAIGN_SCREEN_STALE_MS = 30_000;

/** GET /api/contacts?limit=1000&offset=0: the contacts the campaign screens take their cities from. */
export function useCampaignContacts(enabled = true) {
  return useQuery({
    queryKey: [...CONTACTS_QUERY_KEY, 'campaign-screens'],
    queryFn: ({ signal }) => apiFetch<WireType<typeof contactList>>(CAMPAIGN_CONTACTS_URL, { signal }),
    staleTime: CAMPAIGN_SCREEN_STALE_MS,
    retry: 1,
    enabled,
  });
}
