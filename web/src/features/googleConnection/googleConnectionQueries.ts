import type { GoogleStatus } from '@outreach/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';

export const GOOGLE_STATUS_PATH = '/api/google/status';
/** Full-page redirect that starts the Legacy Settings connection (Google's sign-in, then back to /settings). */
export const GOOGLE_CONNECT_PATH = '/auth/google';

export const googleConnectionQueries = {
  status: () =>
    queryOptions({
      queryKey: [GOOGLE_STATUS_PATH],
      queryFn: ({ signal }) => apiFetch<GoogleStatus>(GOOGLE_STATUS_PATH, { signal }),
    }),
};
