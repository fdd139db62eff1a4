import type { EmailAccount } from '../../emailAccounts/emailAccountTypes.ts';
import { senderOptions } from '../../emailAccounts/testEmailForm.ts';

/** The sender choice that spreads the sending across every active mailbox of the team. */
export const SPREAD_SENDER = 'spread';

/** The sending accounts a campaign can use: the active ones ('Sales <dana@…> (primary)'), then spreading across them all. */
export function campaignSenderOptions(accounts: readonly EmailAccount[]): { value: string; label: string }[] {
  const options = senderOptions(accounts);
  if (options.length === 0) return [];
  return [...options, { value: SPREAD_SENDER, label: `Spread across all ${options.length} active accounts (each within its daily limit)` }];
}

/** The sender fields of a campaign request. */
export function senderFields(sender: string | null): { fromEmailAccountId: string | null; spreadAcrossMailboxes: boolean } {
  if (sender === SPREAD_SENDER) return { fromEmailAccountId: null, spreadAcrossMailboxes: true };
  return { fromEmailAccountId: sender, spreadAcrossMailboxes: false };
}

/** The sender choice of a recorded campaign. */
export function senderOf(campaign: { fromEmailAccountId: string | null; spreadAcrossMailboxes: boolean }): string | null {
  return campaign.spreadAcrossMailboxes ? SPREAD_SENDER : campaign.fromEmailAccountId;
}

/** The primary active account, the sender a new campaign starts with. */
export function defaultSender(accounts: readonly EmailAccount[]): string | null {
  return accounts.find((account) => account.isActive && account.isPrimary)?.id ?? null;
}

/** Why a recorded sender is no longer offered: its mailbox was deleted, or made inactive. */
export type SenderProblem = 'deleted' | 'inactive';

export const SENDER_PROBLEM_TEXT: Record<SenderProblem, string> = {
  deleted: 'The mailbox this campaign sent from was deleted: choose another.',
  inactive: 'The mailbox this campaign sends from is inactive: choose another, or make it active again under Settings → Email Accounts.',
};

/** Whether a chosen mailbox is still among the active ones: null when it is (or when spreading, or nothing is chosen). */
export function senderProblem(sender: string | null, accounts: readonly EmailAccount[]): SenderProblem | null {
  if (sender === null || sender === SPREAD_SENDER) return null;
  const account = accounts.find((candidate) => candidate.id === sender);
  if (!account) return 'deleted';
  return account.isActive ? null : 'inactive';
}
