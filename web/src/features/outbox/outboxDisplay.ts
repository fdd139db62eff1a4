import { buildUrl } from '../../shared/api/buildUrl.ts';
import type { OutboundEmail, OutboundEmailStatus, OutboxFilters } from './outboxTypes.ts';

/** The engine's provider name for e-mails no mailbox sent: nothing left, the message was only built. */
export const SANDBOX_PROVIDER = 'sandbox';

/** antd tag colours: sent green; on its way blue, waiting gold; given up red; an outcome nobody knows orange. */
const STATUS_COLORS: Record<OutboundEmailStatus, string> = {
  sent: 'green',
  queued: 'blue',
  sending: 'blue',
  deferred: 'gold',
  skipped: 'red',
  failed: 'red',
  bounced: 'red',
  complained: 'red',
  unknown: 'orange',
};

const STATUS_LABELS: Record<OutboundEmailStatus, string> = {
  queued: 'Queued',
  deferred: 'Deferred',
  sending: 'Sending',
  sent: 'Sent',
  skipped: 'Skipped',
  failed: 'Failed',
  bounced: 'Bounced',
  complained: 'Spam complaint',
  unknown: 'Unknown',
};

/** Every status, in the engine's order (the labels' keys: the compiler keeps them complete). */
export const OUTBOX_STATUSES = Object.keys(STATUS_LABELS) as OutboundEmailStatus[];

export function statusColor(status: OutboundEmailStatus): string {
  return STATUS_COLORS[status];
}

export function statusLabel(status: OutboundEmailStatus): string {
  return STATUS_LABELS[status];
}

/** Still on its way: the engine will change it (the outbox polls while one is). */
export function isPending(status: OutboundEmailStatus): boolean {
  return status === 'queued' || status === 'deferred' || status === 'sending';
}

export function anyPending(emails: readonly Pick<OutboundEmail, 'status'>[]): boolean {
  return emails.some((email) => isPending(email.status));
}

const PROVIDER_LABELS: Record<string, string> = {
  sandbox: 'Sandbox (simulated)',
  smtp: 'SMTP',
  sendgrid: 'SendGrid',
  microsoft: 'Microsoft 365',
  google: 'Google Workspace',
};

/**
 * Who sent it: 'Sandbox (simulated)' when no mailbox did, the provider's name once a mailbox did,
 * '—' before anyone has (a mailbox's e-mail still queued).
 */
export function providerLabel(email: Pick<OutboundEmail, 'provider' | 'emailAccountId'>): string {
  if (email.provider) return PROVIDER_LABELS[email.provider] ?? email.provider;
  return email.emailAccountId === null ? PROVIDER_LABELS.sandbox! : '—';
}

/** 'Ana Silva <ana@agents.test>', or the address alone. */
export function recipientText(email: Pick<OutboundEmail, 'to' | 'toName'>): string {
  const name = email.toName?.trim();
  return name ? `${name} <${email.to}>` : email.to;
}

/** A subject, or '(no subject)' for an empty one. */
export function subjectText(subject: string): string {
  return subject.trim() === '' ? '(no subject)' : subject;
}

export const OUTBOX_PATH = '/api/outbound-emails';
/** The Outbox page. */
export const OUTBOX_ROUTE = '/outbox';
export const OUTBOX_PAGE_SIZE = 50;

/** GET /api/outbound-emails for a page of the filtered list (`after`: the previous page's cursor). */
export function outboxListUrl(filters: OutboxFilters, after: string | null): string {
  return buildUrl(OUTBOX_PATH, {
    status: filters.status,
    sandbox: filters.sandboxOnly ? 'true' : undefined,
    after,
    limit: OUTBOX_PAGE_SIZE,
  });
}

export function outboundEmailPath(id: string): string {
  return `${OUTBOX_PATH}/${encodeURIComponent(id)}`;
}

