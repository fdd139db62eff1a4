import { SMS_DIRECT_MAX } from '@outreach/contracts';
import { formatPhone } from '../../shared/format/formatPhone.ts';
import type { SmsConversation, SmsMessage } from './smsTypes.ts';

/** Longest direct send or reply (spec part 2 §5, §9). */
export const SMS_MAX_LENGTH = SMS_DIRECT_MAX;
export const SMS_TOO_LONG_MESSAGE = 'SMS messages should be under 320 characters for best delivery';
/** Characters of an inbound message the 'New SMS Message' toast shows (spec part 1 §9). */
export const INBOUND_TOAST_PREVIEW_LENGTH = 50;
export const OPTED_OUT_REASON = 'This number has opted out of text messages (it replied STOP); it can opt back in by texting START';
export const BLOCKED_REASON = 'This number is blocked';

/** The contact's name, else the formatted phone number. */
export function conversationName(conversation: Pick<SmsConversation, 'contactFirstName' | 'contactLastName' | 'phoneNumber'>): string {
  const name = [conversation.contactFirstName, conversation.contactLastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || formatPhone(conversation.phoneNumber);
}

/** The 'New SMS Message' toast text: 'From {number}: ' and the first 50 characters, '...' when longer. */
export function inboundToastText(fromNumber: string | null, message: string): string {
  const preview = message.length > INBOUND_TOAST_PREVIEW_LENGTH ? `${message.slice(0, INBOUND_TOAST_PREVIEW_LENGTH)}...` : message;
  return `From ${formatPhone(fromNumber) || 'unknown number'}: ${preview}`;
}

const SENDING_STATUSES = new Set(['requested', 'queued', 'accepted', 'sending']);
const STATUS_LABELS: Record<string, string> = { delivered: 'Delivered', sent: 'Sent', failed: 'Failed', scheduled: 'Scheduled', unknown: 'Unknown' };

/**
 * An outbound message's status: Delivered, Sent, Failed, Scheduled (held back: the recipient's quiet
 * hours, the number's rate), Unknown (the sender stopped before hearing the provider), 'Sending'
 * while on its way, else the raw status.
 */
export function outboundStatusLabel(status: string): string {
  if (SENDING_STATUSES.has(status)) return 'Sending';
  return STATUS_LABELS[status] ?? status;
}

/** The status a bubble shows: a held text says when it goes out ('Scheduled for Jan 13, 8:00 AM'). */
export function outboundStatusText(message: Pick<SmsMessage, 'status' | 'scheduledFor'>): string {
  const when = message.status === 'scheduled' ? formatMessageTime(message.scheduledFor) : '';
  return when ? `Scheduled for ${when}` : outboundStatusLabel(message.status);
}

export function isFailedStatus(status: string): boolean {
  return status === 'failed' || status === 'undelivered';
}

const MESSAGE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const SHORT_DATE_WITH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

function parseTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A bubble's time: 'Jan 5, 3:04 PM'. */
export function formatMessageTime(value: string | null | undefined): string {
  const date = parseTime(value);
  return date ? MESSAGE_TIME.format(date) : '';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The list's time: 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago', then 'Jan 5'. */
export function formatRelativeTime(value: string | null | undefined, now: Date = new Date()): string {
  const date = parseTime(value);
  if (!date) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return RELATIVE.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return RELATIVE.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return RELATIVE.format(-Math.floor(elapsed / DAY), 'day');
  return (date.getFullYear() === now.getFullYear() ? SHORT_DATE : SHORT_DATE_WITH_YEAR).format(date);
}

/** The contact search a thread's 'view contact profile' opens in a new tab. */
export function contactSearchUrl(phone: string): string {
  return `/contacts?search=${encodeURIComponent(phone)}`;
}
