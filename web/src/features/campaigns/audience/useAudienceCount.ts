import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { audienceCount } from '@outreach/contracts';
import { apiFetch } from '../../../shared/api/apiFetch.ts';
import type { WireType } from '../../../shared/api/wireType.ts';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue.ts';
import { CONTACTS_QUERY_KEY } from '../../contacts/contactsQueries.ts';
import { audienceCountSearch, type AudienceChoice } from './recipientFilter.ts';

export type AudienceCount = WireType<typeof audienceCount>;

export const AUDIENCE_COUNT_PATH = '/api/campaigns/audience-count';
/** Ticking boxes quickly asks once, after this pause. */
const COUNT_DEBOUNCE_MS = 250;

/**
 * The live recipient count of a choice (GET /api/campaigns/audience-count): who a send would reach
 * now, less suppressed and invalid addresses. While a new choice is counted the last count stays
 * (`counting` says so); contact changes reload it.
 */
export function useAudienceCount(choice: AudienceChoice, enabled = true) {
  const search = useDebouncedValue(audienceCountSearch(choice), COUNT_DEBOUNCE_MS);
  const settled = search === audienceCountSearch(choice);
  const query = useQuery({
    queryKey: [...CONTACTS_QUERY_KEY, 'campaign-audience', search],
    queryFn: ({ signal }) => apiFetch<AudienceCount>(search ? `${AUDIENCE_COUNT_PATH}?${search}` : AUDIENCE_COUNT_PATH, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: 1,
    enabled,
  });
  const counting = !settled || query.isFetching;
  return { count: query.data?.count, answer: query.data, counting, error: query.error, ready: settled && !query.isPlaceholderData && query.data !== undefined };
}
