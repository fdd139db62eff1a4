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
