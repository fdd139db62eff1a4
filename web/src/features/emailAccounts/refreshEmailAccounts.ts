import type { QueryClient } from '@tanstack/react-query';
import { emailAccountsQueries } from './emailAccountsQueries.ts';
import type { EmailAccount } from './emailAccountTypes.ts';

/** How many times the list is read again while it does not show a change the server has answered. */
export const REFRESH_ATTEMPTS = 5;

/**
 * Reloads the accounts until they show what the server's answer says (`shows`). Each read asks for
 * the write's position (the shared api layer sends it), but a busy read side answers a stale list
 * after 2 s rather than wait longer: the list is then read again, up to `REFRESH_ATTEMPTS` times.
 */
export async function refreshEmailAccounts(queryClient: QueryClient, shows: (accounts: readonly EmailAccount[]) => boolean): Promise<void> {
  const { queryKey } = emailAccountsQueries.all();
  for (let attempt = 0; attempt < REFRESH_ATTEMPTS; attempt++) {
    await queryClient.invalidateQueries({ queryKey });
    const accounts = queryClient.getQueryData(queryKey);
    if (accounts && shows(accounts)) return;
  }
}

/** The list shows this account as answered (or later). */
export const showsAccount = (answered: EmailAccount) => (accounts: readonly EmailAccount[]) =>
  accounts.some((account) => account.id === answered.id && Date.parse(account.updatedAt) >= Date.parse(answered.updatedAt) && account.isPrimary === answered.isPrimary);

/** The list no longer holds the account. */
export const showsDeleted = (id: string) => (accounts: readonly EmailAccount[]) => accounts.every((account) => account.id !== id);

/** The account's last test is the one just answered. */
export const showsTest = (id: string, result: { success: boolean; message: string }) => (accounts: readonly EmailAccount[]) =>
  accounts.some((account) => account.id === id && account.lastTest?.success === result.success && account.lastTest.message === result.message);
