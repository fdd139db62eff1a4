import type { MicrosoftStatus } from '@outreach/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';

export const MICROSOFT_STATUS_PATH = '/api/auth/microsoft/status';
/** The spec polls the Microsoft status every 5 seconds, and not while the tab is in the background. */
export const MICROSOFT_STATUS_POLL_MS = 5000;
/** Full-page redirect that starts the Legacy Settings connection (Microsoft's sign-in, then back to /settings). */
export const MICROSOFT_CONNECT_PATH = '/auth/microsoft';

export const microsoftConnectionQueries = {
  status: () =>
    queryOptions({
      queryKey: [MICROSOFT_STATUS_PATH],
      queryFn: ({ signal }) => apiFetch<MicrosoftStatus>(MICROSOFT_STATUS_PATH, { signal }),
      refetchInterval: MICROSOFT_STATUS_POLL_MS,
      refetchIntervalInBackground: false,
    }),
};
