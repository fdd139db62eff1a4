import { useQuery } from '@tanstack/react-query';
import { emailAccountsQueries } from '../../emailAccounts/emailAccountsQueries.ts';

/** GET /api/email-accounts: the team's mailboxes, the campaign screens offer the active ones. */
export function useEmailAccounts() {
  return useQuery({ ...emailAccountsQueries.all(), staleTime: 30_000, retry: 1 });
}
