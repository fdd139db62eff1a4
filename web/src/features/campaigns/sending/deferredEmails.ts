import { formatDateTime } from '../../../shared/format/formatDate.ts';
import type { CampaignDeferralGroup, CampaignDeferrals } from '../shared/campaignTypes.ts';

const emails = (n: number) => `${n.toLocaleString('en-US')} e-mail${n === 1 ? '' : 's'}`;

/** '140 e-mails deferred'. */
export const deferredTitle = (deferrals: Pick<CampaignDeferrals, 'total'>) => `${emails(deferrals.total)} deferred`;

/** One group in words: '140 e-mails wait until Mar 11, 2026, 12:00 AM: The mailbox's daily limit of 42 e-mails is reached; …'. */
export function deferralText(group: CampaignDeferralGroup): string {
  const first = formatDateTime(group.firstDueAt);
  const last = formatDateTime(group.lastDueAt);
  const when = first === last ? `until ${first}` : `from ${first} to ${last}`;
  return `${emails(group.count)} wait${group.count === 1 ? 's' : ''} ${when}: ${group.reason}`;
}

/** What the modal says while e-mails wait for a later time, instead of 'This may take a few minutes'. */
export const DEFERRED_NOTE =
  'The send goes on by itself: deferred e-mails go out at the times shown, whether or not this window stays open. Invalid emails are skipped to protect your sender reputation.';
