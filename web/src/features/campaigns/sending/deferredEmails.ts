import { formatDateTime } from '../../../shared/format/formatDate.ts';
import type { OutboundEmail } from '../../outbox/outboxTypes.ts';

/** The deferred e-mails of a send read at a time (GET /api/outbound-emails takes at most 200). */
export const DEFERRED_PAGE_SIZE = 200;
/** How often the deferred e-mails are read again while the modal shows a send under way. */
export const DEFERRED_POLL_MS = 15_000;

/** E-mails held back for one reason, and when the first and the last of them go. */
export interface DeferralGroup {
  reason: string;
  count: number;
  firstDueAt: string;
  lastDueAt: string;
}

/** A send's deferred e-mails: how many (`more`: at least that many, the page was full), grouped by reason, the largest group first. */
export interface DeferredSummary {
  count: number;
  more: boolean;
  groups: DeferralGroup[];
}

/** The deferred e-mails of one page, grouped by why they wait. */
export function deferredSummary(emails: readonly Pick<OutboundEmail, 'status' | 'reason' | 'dueAt'>[], more: boolean): DeferredSummary {
  const groups = new Map<string, DeferralGroup>();
  let count = 0;
  for (const email of emails) {
    if (email.status !== 'deferred') continue;
    count += 1;
    const reason = email.reason?.trim() || 'Deferred by the sending engine';
    const group = groups.get(reason);
    if (!group) groups.set(reason, { reason, count: 1, firstDueAt: email.dueAt, lastDueAt: email.dueAt });
    else {
      group.count += 1;
      if (Date.parse(email.dueAt) < Date.parse(group.firstDueAt)) group.firstDueAt = email.dueAt;
      if (Date.parse(email.dueAt) > Date.parse(group.lastDueAt)) group.lastDueAt = email.dueAt;
    }
  }
  return { count, more: more && count > 0, groups: [...groups.values()].sort((a, b) => b.count - a.count) };
}

const emails = (n: number, more = false) => `${n.toLocaleString('en-US')}${more ? '+' : ''} e-mail${n === 1 && !more ? '' : 's'}`;

/** '140 e-mails deferred' ('200+ e-mails deferred' when there are more than one page shows). */
export const deferredTitle = (summary: DeferredSummary) => `${emails(summary.count, summary.more)} deferred`;

/** One group in words: '140 e-mails wait until Mar 11, 2026, 12:00 AM: The mailbox's daily limit of 42 e-mails is reached; …'. */
export function deferralText(group: DeferralGroup): string {
  const first = formatDateTime(group.firstDueAt);
  const last = formatDateTime(group.lastDueAt);
  const when = first === last ? `until ${first}` : `from ${first} to ${last}`;
  return `${emails(group.count)} wait${group.count === 1 ? 's' : ''} ${when}: ${group.reason}`;
}

/** What the modal says while e-mails wait for a later time, instead of 'This may take a few minutes'. */
export const DEFERRED_NOTE =
  'The send goes on by itself: deferred e-mails go out at the times shown, whether or not this window stays open. Invalid emails are skipped to protect your sender reputation.';
