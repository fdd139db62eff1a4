import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { isUnauthorizedError } from '../../shared/api/queryClient.ts';
import { storeProfile } from './companyProfileStorage.ts';
import type { CompanyProfile } from './companyProfileTypes.ts';

export const COMPANY_PROFILE_PATH = '/api/company-profile';
export const COMPANY_PROFILE_QUERY_KEY = [COMPANY_PROFILE_PATH] as const;

/** The profile is read fresh for 5 minutes and retried 3 times (spec part 2 §7). */
export const COMPANY_PROFILE_STALE_TIME_MS = 5 * 60 * 1000;
export const COMPANY_PROFILE_RETRIES = 3;

/** GET /api/company-profile: the profile, or null before the first save. The browser's copy follows every answer. */
export async function fetchCompanyProfile(signal?: AbortSignal): Promise<CompanyProfile | null> {
  const profile = await apiFetch<CompanyProfile | null>(COMPANY_PROFILE_PATH, { signal });
  storeProfile(profile);
  return profile;
}

export const companyProfileQueries = {
  profile: () =>
    queryOptions({
      queryKey: COMPANY_PROFILE_QUERY_KEY,
      queryFn: ({ signal }) => fetchCompanyProfile(signal),
      staleTime: COMPANY_PROFILE_STALE_TIME_MS,
      retry: (failureCount, error) => failureCount < COMPANY_PROFILE_RETRIES && !isUnauthorizedError(error),
    }),
};
