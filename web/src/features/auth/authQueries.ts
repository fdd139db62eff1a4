import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import {
  retryUserQuery,
  USER_QUERY_STALE_TIME_MS,
  userQueryRetryDelay,
} from '../../shared/api/queryClient.ts';
import type { User } from './authTypes.ts';

export const authQueries = {
  /** The signed-in user, or `null` when the server answers 401. */
  currentUser: () =>
    queryOptions({
      queryKey: ['/api/user'],
      queryFn: ({ signal }) => apiFetch<User | null>('/api/user', { on401: 'null', signal }),
      staleTime: USER_QUERY_STALE_TIME_MS,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
      retry: retryUserQuery,
      retryDelay: userQueryRetryDelay,
    }),
};
