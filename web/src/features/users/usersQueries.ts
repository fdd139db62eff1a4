import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import type { User } from '../auth/authTypes.ts';

export const usersQueries = {
  all: () =>
    queryOptions({
      queryKey: ['/api/users'],
      queryFn: ({ signal }) => apiFetch<User[]>('/api/users', { signal }),
    }),
};

export function userPath(id: string): string {
  return `/api/users/${encodeURIComponent(id)}`;
}
