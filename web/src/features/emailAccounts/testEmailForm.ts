import type { EmailAccount } from './emailAccountTypes.ts';

/** The spec's test-email toasts (part 2 §5). */
export const TEST_EMAIL_REQUIRED = { title: 'Email Required', description: 'Please enter a test email address' } as const;
export const TEST_EMAIL_INVALID = { title: 'Invalid Email', description: 'Please enter a valid email address' } as const;

/** The simple {email} shape the spec checks before sending: something@something.something, no spaces. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why the typed address cannot be sent to (a toast's title and text), or null when it can. */
export function testEmailProblem(value: string): typeof TEST_EMAIL_REQUIRED | typeof TEST_EMAIL_INVALID | null {
  const address = value.trim();
  if (address === '') return TEST_EMAIL_REQUIRED;
  if (!SIMPLE_EMAIL.test(address)) return TEST_EMAIL_INVALID;
  return null;
}

export interface SenderOption {
  value: string;
  label: string;
}

/** The mailboxes a test can go out from: the active ones, primary first, as 'Sales <dana@listingpro.com> (primary)'. */
export function senderOptions(accounts: readonly EmailAccount[]): SenderOption[] {
  return accounts
    .filter((account) => account.isActive)
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
    .map((account) => ({ value: account.id, label: `${account.name} <${account.fromEmail}>${account.isPrimary ? ' (primary)' : ''}` }));
}

/**
 * The mailbox the test goes out from: the one chosen while it is still offered, else the primary
 * one, else none (the server then uses the sandbox, as it does with no primary mailbox).
 */
export function chosenSender(accounts: readonly EmailAccount[], chosen: string | null): string | null {
  const offered = senderOptions(accounts);
  if (chosen && offered.some((option) => option.value === chosen)) return chosen;
  return accounts.find((account) => account.isActive && account.isPrimary)?.id ?? null;
}
