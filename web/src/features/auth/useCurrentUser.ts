import { useQuery } from '@tanstack/react-query';
import { authQueries } from './authQueries.ts';
import type { User } from './authTypes.ts';

export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const { data, isLoading } = useQuery(authQueries.currentUser());
  return { user: data ?? null, isLoading };
}
