import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import type { EmailAccount } from './emailAccountTypes.ts';

export const EMAIL_ACCOUNTS_PATH = '/api/email-accounts';

export const emailAccountsQueries = {
  /** Primary first, then by provider and name. */
  all: () =>
    queryOptions({
      queryKey: [EMAIL_ACCOUNTS_PATH],
      queryFn: ({ signal }) => apiFetch<EmailAccount[]>(EMAIL_ACCOUNTS_PATH, { signal }),
    }),
};

export function emailAccountPath(id: string): string {
  return `${EMAIL_ACCOUNTS_PATH}/${encodeURIComponent(id)}`;
}
