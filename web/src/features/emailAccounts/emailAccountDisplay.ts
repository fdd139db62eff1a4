import { formatDateTime } from '../../shared/format/formatDate.ts';
import { formatCount, WARMUP_DAYS } from '../overview/overviewFigures.ts';
import type { EmailAccount, EmailProvider } from './emailAccountTypes.ts';
import { EMAIL_PROVIDER_LABELS, EMAIL_PROVIDER_ORDER, SMTP_SECURITY_LABELS } from './emailProviders.ts';

export interface ProviderGroup {
  provider: EmailProvider;
  label: string;
  accounts: EmailAccount[];
}

/** Accounts grouped by provider (SMTP, SendGrid, Microsoft 365, Google Workspace), each in the order given; empty groups left out. */
export function groupByProvider(accounts: readonly EmailAccount[]): ProviderGroup[] {
  return EMAIL_PROVIDER_ORDER.map((provider) => ({
    provider,
    label: EMAIL_PROVIDER_LABELS[provider],
    accounts: accounts.filter((account) => account.provider === provider),
  })).filter((group) => group.accounts.length > 0);
}

/**
 * 'Today's limit: 50 of 2,500 emails · Day 1 of 30' (the day moves on at each midnight of the
 * team's zone), or the plain daily limit when warm-up is off or done. Today's limit is what the
 * sender keeps to: the warm-up limit, never above the daily limit.
 */
export function warmupSummary(account: Pick<EmailAccount, 'warmupEnabled' | 'currentDailyLimit' | 'dailyLimit' | 'warmupDay'>): string {
  if (!account.warmupEnabled) return `Warm-up off · up to ${formatCount(account.dailyLimit)} emails a day`;
  if (account.warmupDay >= WARMUP_DAYS) return `Warmed up · up to ${formatCount(account.dailyLimit)} emails a day`;
  const today = Math.min(account.currentDailyLimit, account.dailyLimit);
  return `Today's limit: ${formatCount(today)} of ${formatCount(account.dailyLimit)} emails · Day ${account.warmupDay} of ${WARMUP_DAYS}`;
}

/** Where the account sends through: 'smtp.gmail.com:587 · STARTTLS · dana · replies from imap.gmail.com:993', or SendGrid's key. */
export function connectionSummary(account: EmailAccount): string {
  switch (account.provider) {
    case 'smtp': {
      const security = account.smtpSecurity ? SMTP_SECURITY_LABELS[account.smtpSecurity] : null;
      const replies = account.imapHost ? `replies from ${account.imapHost}:${account.imapPort ?? ''}` : null;
      return [`${account.smtpHost ?? ''}:${account.smtpPort ?? ''}`, security, account.smtpUsername, replies].filter(Boolean).join(' · ');
    }
    case 'sendgrid':
      return account.secretSet ? 'SendGrid API key stored' : 'No SendGrid API key stored';
    default:
      return `Signs in with ${EMAIL_PROVIDER_LABELS[account.provider]}`;
  }
}

export interface LastTestSummary {
  /** 'Never tested', or 'Tested Jan 5, 2025, 3:04 PM'. */
  when: string;
  outcome: 'success' | 'failure' | null;
  /** The server's own words. */
  message: string | null;
}

export function lastTestSummary(lastTest: EmailAccount['lastTest']): LastTestSummary {
  if (!lastTest) return { when: 'Never tested', outcome: null, message: null };
  return { when: `Tested ${formatDateTime(lastTest.testedAt)}`, outcome: lastTest.success ? 'success' : 'failure', message: lastTest.message };
}

const SESSION_EXPIRED = { title: 'Authentication Error', description: 'Your session has expired. Please refresh the page and try again.' } as const;

/** A failed delete: an expired session (invalid token, 401) says so, anything else shows the server's message. */
export function deleteFailureToast(message: string): { title: string; description: string } {
  if (/invalid token|\b401\b/i.test(message)) return SESSION_EXPIRED;
  return { title: 'Failed to delete account', description: message };
}
