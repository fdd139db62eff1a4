import { useQuery } from '@tanstack/react-query';
import { errorStatus } from '../../../shared/api/apiFetch.ts';
import { campaignsQueries } from './campaignsQueries.ts';

/** One campaign (none asked for while `id` is empty); `notFound` when the server does not know it (not retried). */
export function useCampaign(id: string) {
  const query = useQuery({ ...campaignsQueries.detail(id), enabled: id !== '', retry: (count, error) => errorStatus(error) !== 404 && count < 1 });
  return { ...query, notFound: errorStatus(query.error) === 404 };
}
