import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { buildUrl } from '../../shared/api/buildUrl.ts';
import { CONTACTS_QUERY_KEY } from '../contacts/contactsQueries.ts';
import { CONTACT_PICKER_LIMIT } from './aiMarketingChoices.ts';
import type { ContactList, LeadStatistics } from './aiMarketingTypes.ts';

export const LEAD_STATISTICS_PATH = '/api/ai/lead-statistics';
/** The figures of the contacts: reloaded whenever contacts change (see `invalidatesFor`). */
export const LEAD_STATISTICS_QUERY_KEY = [LEAD_STATISTICS_PATH] as const;

export const MARKETING_IDEAS_PATH = '/api/ai/generate-marketing-ideas';
export const PERSONALIZED_MESSAGE_PATH = '/api/ai/generate-personalized-message';

/** GET /api/contacts?limit=100&offset=0 with the search typed (spec part 2 §7, §9). */
export const contactPickerUrl = (search: string) => buildUrl('/api/contacts', { search: search.trim(), limit: CONTACT_PICKER_LIMIT, offset: 0 });

export const aiMarketingQueries = {
  leadStatistics: () =>
    queryOptions({
      queryKey: LEAD_STATISTICS_QUERY_KEY,
      queryFn: ({ signal }) => apiFetch<LeadStatistics>(LEAD_STATISTICS_PATH, { signal }),
    }),
  /** Under the contacts' key, so that a changed contact reloads the picker too. */
  contactPicker: (search: string) =>
    queryOptions({
      queryKey: [...CONTACTS_QUERY_KEY, 'picker', search.trim()] as const,
      queryFn: ({ signal }) => apiFetch<ContactList>(contactPickerUrl(search), { signal }),
      placeholderData: keepPreviousData,
    }),
};
