import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiFetch } from './apiFetch.ts';

export const QUERY_STALE_TIME_MS = 2 * 60 * 1000;
export const USER_QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const USER_QUERY_401_RETRY_DELAY_MS = 300;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function isUnauthorizedError(error: unknown): boolean {
  return errorMessage(error).includes('401');
}

/** Default for queries: one retry, never when the error message contains 401. */
export function retryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !isUnauthorizedError(error);
}

/** The current-user query: one retry on a 401, otherwise up to two. */
export function retryUserQuery(failureCount: number, error: unknown): boolean {
  return isUnauthorizedError(error) ? failureCount < 1 : failureCount < 2;
}

/** The current-user query: 300 ms after a 401, otherwise 1 s doubling, capped at 30 s. */
export function userQueryRetryDelay(failureCount: number, error: unknown): number {
  if (isUnauthorizedError(error)) return USER_QUERY_401_RETRY_DELAY_MS;
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** failureCount, RETRY_MAX_DELAY_MS);
}

/** The default data fetch: a GET to the key path (`['/api/users']` → `/api/users`), parsed as JSON. */
export const fetchQueryKeyPath: QueryFunction = ({ queryKey, signal }) =>
  apiFetch<unknown>(queryKey.map(String).join('/'), { signal });

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchQueryKeyPath,
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: true,
        retry: retryQuery,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
