import { CAMPAIGN_TYPE_LABELS, type CampaignMessageStatus, type CampaignStatus } from '@outreach/contracts/campaignChoices.ts';
import { TIER_LABELS } from '@outreach/contracts/choices.ts';
import { formatDate, formatDateTime } from '../../../shared/format/formatDate.ts';
import type { Campaign, CampaignRecipient } from './campaignTypes.ts';

/** The status badge's style (spec part 2 §2): sent default, sending secondary, every other outline. */
export type BadgeVariant = 'default' | 'secondary' | 'outline';

export function statusBadgeVariant(status: CampaignStatus): BadgeVariant {
  if (status === 'sent') return 'default';
  if (status === 'sending') return 'secondary';
  return 'outline';
}

export const STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'draft',
  scheduled: 'scheduled',
  sending: 'sending',
  paused: 'paused',
  sent: 'sent',
  cancelled: 'cancelled',
};

/** Only a draft shows the Send action. */
export const canSend = (campaign: Pick<Campaign, 'status'>) => campaign.status === 'draft';
/** Only a draft or a scheduled campaign can be edited (the server refuses the others). */
export const canEdit = (campaign: Pick<Campaign, 'status'>) => campaign.status === 'draft' || campaign.status === 'scheduled';

const EDIT_BLOCKED: Record<Exclude<CampaignStatus, 'draft' | 'scheduled'>, string> = {
  sending: 'This campaign is sending',
  paused: 'This campaign is paused part-way through its send',
  sent: 'This campaign was sent',
  cancelled: 'This campaign was cancelled',
};

/** Why the Edit action is off for a campaign ('… cannot be edited: use Copy …'), or null when it can be edited. */
export function editBlockedReason(campaign: Pick<Campaign, 'status'>): string | null {
  if (campaign.status === 'draft' || campaign.status === 'scheduled') return null;
  return `${EDIT_BLOCKED[campaign.status]}, so it cannot be edited: use Copy to make a new draft from it.`;
}

/** A scheduled campaign may be held before it starts, a sending one stopped where it is. */
export const canPause = (campaign: Pick<Campaign, 'status'>) => campaign.status === 'scheduled' || campaign.status === 'sending';
export const canResume = (campaign: Pick<Campaign, 'status'>) => campaign.status === 'paused';
/** Stopping for good is for a campaign under way or waiting (a draft is deleted or left, a sent one is final). */
export const canCancel = (campaign: Pick<Campaign, 'status'>) => campaign.status === 'scheduled' || campaign.status === 'sending' || campaign.status === 'paused';

export type RateKind = 'opens' | 'clicks';

/**
 * An open or click rate of the sent e-mails: '12.5%'; 'Tracking off' when the campaign does not
 * track them (no figure to show, not 0%); '—' before anything was sent.
 */
export function rateText(campaign: Pick<Campaign, 'tracking' | 'sentCount' | 'openCount' | 'clickCount'>, kind: RateKind): string {
  if (!campaign.tracking[kind]) return 'Tracking off';
  if (campaign.sentCount === 0) return '—';
  const count = kind === 'opens' ? campaign.openCount : campaign.clickCount;
  return `${((count / campaign.sentCount) * 100).toFixed(1)}%`;
}

/**
 * The Sent column: the sent date, else 'Scheduled: {date}', else 'Draft'. A campaign cancelled
 * before it was sent says 'Cancelled': its kept schedule date would read as a send still to come.
 */
export function sentText(campaign: Pick<Campaign, 'status' | 'sentAt' | 'scheduledAt'>): string {
  if (campaign.sentAt) return formatDate(campaign.sentAt);
  if (campaign.status === 'cancelled') return 'Cancelled';
  if (campaign.scheduledAt) return `Scheduled: ${formatDate(campaign.scheduledAt)}`;
  return 'Draft';
}

export const campaignTypeLabel = (campaign: Pick<Campaign, 'type'>) => CAMPAIGN_TYPE_LABELS[campaign.type];

/** Who the campaign goes to, in words: 'Austin, Dallas · Elite, High tiers · at least 5 listings'; 'All active contacts' for an empty filter. */
export function filterSummary({ recipientFilter: f }: Pick<Campaign, 'recipientFilter'>): string {
  const parts: string[] = [];
  if (f.cities.length > 0) parts.push(f.cities.length > 5 ? `${f.cities.slice(0, 5).join(', ')} and ${f.cities.length - 5} more cities` : f.cities.join(', '));
  if (f.performanceTiers.length > 0) parts.push(`${f.performanceTiers.map((t) => TIER_LABELS[t]).join(', ')} tier${f.performanceTiers.length === 1 ? '' : 's'}`);
  if (f.minListings !== null) parts.push(`at least ${f.minListings} listings`);
  if (f.minExperience !== null) parts.push(`at least ${f.minExperience} years of experience`);
  return parts.length === 0 ? 'All active contacts' : parts.join(' · ');
}

export const MESSAGE_STATUS_LABELS: Record<CampaignMessageStatus, string> = {
  queued: 'Waiting',
  sent: 'Sent',
  skipped: 'Skipped',
  failed: 'Failed',
  bounced: 'Bounced',
  unknown: 'Unknown',
};

/**
 * Why a recipient's e-mail ended as it did, or, still to go, when and why it waits ('Waits until
 * Jan 11, 2026, 6:00 AM: the mailbox's daily limit…'); null when there is nothing to say.
 */
export function recipientReasonText(recipient: Pick<CampaignRecipient, 'reason' | 'waitingUntil'>): string | null {
  if (recipient.waitingUntil) return `Waits until ${formatDateTime(recipient.waitingUntil)}${recipient.reason ? `: ${recipient.reason}` : ''}`;
  return recipient.reason;
}

export const MESSAGE_STATUS_COLORS: Record<CampaignMessageStatus, string> = {
  queued: 'processing',
  sent: 'success',
  skipped: 'default',
  failed: 'error',
  bounced: 'error',
  unknown: 'warning',
};

const EVENT_LABELS: Record<string, string> = {
  created: 'Created',
  copied: 'Copied',
  updated: 'Edited',
  scheduled: 'Scheduled',
  schedule_missed: 'Did not start at its scheduled time',
  paused: 'Paused',
  resumed: 'Resumed',
  cancelled: 'Cancelled',
  send_requested: 'Send requested',
  audience_fixed: 'Audience fixed',
  send_started: 'Send started',
  send_not_started: 'Not sent: no one left to send to',
  ab_test_assigned: 'A/B test recipients assigned',
  ab_test_started: 'A/B test started',
  ab_test_postponed: 'A/B test decision postponed',
  ab_test_decided: 'A/B test decided',
  send_completed: 'Send completed',
  queued: 'E-mail queued',
  sent: 'E-mail sent',
  skipped: 'E-mail skipped',
  failed: 'E-mail failed',
  bounced: 'E-mail bounced',
  unknown: 'E-mail outcome unknown',
  delivered: 'Delivered',
  opened: 'Opened',
  clicked: 'Clicked',
  complained: 'Marked as spam',
  unsubscribed: 'Unsubscribed',
  dropped: 'Dropped by the provider',
  deferred: 'Deferred by the provider',
};

/** What an edit changed, as the screens name it. */
const CHANGED_FIELD_LABELS: Record<string, string> = {
  name: 'name',
  type: 'type',
  content: 'content',
  sender: 'mailbox',
  recipientFilter: 'recipients',
  abTest: 'A/B test',
  sequence: 'sequence steps',
  sendWindow: 'send window',
  tracking: 'tracking',
};

/** A timeline row's title: 'Send started'; an unknown type as it is, made readable. */
export const eventLabel = (type: string) => EVENT_LABELS[type] ?? type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

const num = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : null);

/** What a timeline row adds to its title, from the event's metadata. */
export function eventDetail(type: string, metadata: Record<string, unknown>): string | null {
  switch (type) {
    case 'created':
    case 'copied':
      return num(metadata.recipientCount) && `${num(metadata.recipientCount)} recipients counted`;
    case 'updated': {
      const changed = Array.isArray(metadata.changed) ? metadata.changed.filter((c): c is string => typeof c === 'string') : [];
      return changed.length > 0 ? `Changed: ${changed.map((field) => CHANGED_FIELD_LABELS[field] ?? field).join(', ')}` : null;
    }
    case 'scheduled':
      return typeof metadata.scheduledAt === 'string' ? `For ${formatDateTime(metadata.scheduledAt)}` : null;
    case 'schedule_missed':
    case 'send_not_started':
      return typeof metadata.reason === 'string' ? `${metadata.reason}. It is a draft again` : null;
    case 'send_requested':
      return metadata.trigger === 'schedule' ? 'On its schedule' : 'Sent now';
    case 'audience_fixed':
      return num(metadata.total) && `${num(metadata.total)} recipients fixed`;
    case 'send_started': {
      const excluded = metadata.excluded as { suppressed?: unknown; invalid?: unknown } | undefined;
      const recipients = num(metadata.recipientCount);
      const left = excluded ? ` (${num(excluded.suppressed) ?? 0} suppressed and ${num(excluded.invalid) ?? 0} invalid addresses left out)` : '';
      const shares = Array.isArray(metadata.mailboxShares) ? metadata.mailboxShares.map(num).filter((n): n is string => !!n) : [];
      const spread = shares.length > 1 ? `, spread across ${shares.length} mailboxes by the room each had left today (${shares.join(' + ')})` : '';
      return recipients && `${recipients} recipients${left}${spread}`;
    }
    case 'send_completed': {
      const counts = metadata.counts as { sent?: unknown; skipped?: unknown; failed?: unknown; unknown?: unknown; heldBack?: unknown } | undefined;
      if (!counts) return null;
      const skipped = counts.skipped && typeof counts.skipped === 'object' ? Object.values(counts.skipped).reduce<number>((sum, n) => sum + (typeof n === 'number' ? n : 0), 0) : 0;
      const heldBack = num(counts.heldBack) ? `, ${num(counts.heldBack)} held back` : '';
      return `${num(counts.sent) ?? 0} sent, ${skipped.toLocaleString('en-US')} skipped, ${num(counts.failed) ?? 0} failed, ${num(counts.unknown) ?? 0} unknown${heldBack}`;
    }
    case 'ab_test_assigned':
      return num(metadata.assignments) && `${num(metadata.assignments)} test recipients given their variant`;
    case 'ab_test_started':
      return num(metadata.testRecipients) && typeof metadata.decideAt === 'string'
        ? `${num(metadata.testRecipients)} test recipients, ${num(metadata.restRecipients) ?? 0} waiting; the winner is decided at ${formatDateTime(metadata.decideAt)}`
        : null;
    case 'ab_test_postponed':
      return num(metadata.pendingTestEmails) && typeof metadata.decideAt === 'string'
        ? `${num(metadata.pendingTestEmails)} test e-mails had not gone out yet; the winner is decided at ${formatDateTime(metadata.decideAt)}`
        : null;
    case 'ab_test_decided':
      if (typeof metadata.winner === 'string') return `Variant ${metadata.winner} wins and goes to the rest`;
      return typeof metadata.rule === 'string' ? `No significant winner: ${metadata.rule === 'hold' ? 'the rest held back' : `variant ${String(metadata.restVariant)} goes to the rest (${metadata.rule})`}` : null;
    case 'queued':
      return typeof metadata.subject === 'string' ? `Subject: ${metadata.subject}` : null;
    default:
      return null;
  }
}

/**
 * Why a draft is one again: it was scheduled and could not start at its time ('…: no recipients…'),
 * or its send found no one left in its audience; null otherwise.
 */
export function draftNoticeText(campaign: Pick<Campaign, 'status' | 'scheduleMissed' | 'sendNotStarted'>): string | null {
  if (campaign.status !== 'draft') return null;
  const missed = campaign.scheduleMissed;
  if (missed) return `Did not start at its scheduled time (${formatDateTime(missed.scheduledAt)}): ${missed.reason}. Edit it, then schedule or send it again.`;
  const notStarted = campaign.sendNotStarted;
  return notStarted ? `Was not sent (${formatDateTime(notStarted.stoppedAt)}): ${notStarted.reason}. Edit its recipients, then send it again.` : null;
}

/** The mailbox a campaign sends from: 'Sales (sales@realty.com)', or spread across the active ones. */
export function senderText(
  campaign: Pick<Campaign, 'fromEmailAccountId' | 'spreadAcrossMailboxes'>,
  account: { name: string; fromEmail: string } | undefined,
): string {
  if (campaign.spreadAcrossMailboxes) return "Spread across the team's active mailboxes";
  if (campaign.fromEmailAccountId === null) return 'No mailbox chosen';
  return account ? `${account.name} (${account.fromEmail})` : 'A mailbox no longer listed';
}

export const DAY_NAMES = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' } as const;

/** 'Mon, Tue, Wed 09:00–17:00 in the recipient's time zone'; 'Any time' without a window. */
export function sendWindowText(window: Campaign['sendWindow']): string {
  if (!window) return 'Any time';
  const days = window.days.length === 7 ? 'Every day' : window.days.map((d) => DAY_NAMES[d]).join(', ');
  return `${days} ${window.start}–${window.end} in the recipient's time zone`;
}
