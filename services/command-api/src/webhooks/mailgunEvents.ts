import { emailDeliveryReported, invalid, type EmailDeliveryKind, type EmailDeliveryReported } from '@outreach/domain';
import { CAMPAIGN_ID_ARG, MESSAGE_ID_ARG } from './sendgridEvents.ts';

/** Mailgun's signature block of a webhook: HMAC-SHA256 of timestamp + token with the webhook signing key. */
export interface MailgunSignature {
  timestamp: string;
  token: string;
  signature: string;
}

/** A Mailgun webhook as posted (JSON): its signature and the one event it reports. */
export interface MailgunWebhook {
  signature: MailgunSignature | undefined;
  eventData: Record<string, unknown> | undefined;
}

type Fields = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);
const object = (value: unknown): Fields | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : undefined);

/** The parts of a posted body; a body that is not a JSON object is refused. The signature is checked by the caller. */
export function mailgunWebhook(body: unknown): MailgunWebhook {
  const fields = object(body);
  if (!fields) throw invalid('Mailgun posts a JSON object with signature and event-data');
  const sig = object(fields.signature);
  const timestamp = text(sig?.timestamp);
  const token = text(sig?.token);
  const signature = text(sig?.signature);
  return {
    signature: timestamp !== null && token !== null && signature !== null ? { timestamp, token, signature } : undefined,
    eventData: object(fields['event-data']),
  };
}

/** Mailgun's own suppressions: it did not even try to send to an address that bounced, unsubscribed or complained before. */
const SUPPRESSED = /^suppress-/;

function kindOf(event: Fields): { kind: EmailDeliveryKind; bounceType: 'hard' | 'soft' | null } | undefined {
  switch (event.event) {
    case 'delivered':
      return { kind: 'delivered', bounceType: null };
    case 'failed':
      if (event.severity === 'temporary') return { kind: 'bounced', bounceType: 'soft' };
      if (SUPPRESSED.test(text(event.reason) ?? '')) return { kind: 'dropped', bounceType: null };
      return { kind: 'bounced', bounceType: 'hard' };
    case 'complained':
      return { kind: 'complained', bounceType: null };
    case 'unsubscribed':
      return { kind: 'unsubscribed', bounceType: null };
    case 'opened':
      return { kind: 'opened', bounceType: null };
    case 'clicked':
      return { kind: 'clicked', bounceType: null };
    default:
      return undefined;
  }
}

/** The recipient server's answer from `delivery-status`: its code and message (`550 5.1.1 No such user`). */
function responseOf(event: Fields): string | null {
  const status = object(event['delivery-status']);
  if (!status) return null;
  const message = text(status.message) || text(status.description);
  const parts = [text(status.code), message].filter((p): p is string => Boolean(p && p.trim()));
  return parts.length > 0 ? parts.join(' ') : null;
}

function reasonOf(event: Fields, kind: EmailDeliveryKind): string | null {
  if (kind === 'clicked') return text(event.url);
  if (kind !== 'bounced' && kind !== 'dropped') return null;
  const status = object(event['delivery-status']);
  return text(status?.description) || text(status?.message) || text(event.reason);
}

/**
 * The report in a Mailgun event (`event-data`), or undefined for kinds we do not record (accepted,
 * stored, …). An event we record without its id, recipient or time is refused (invalid).
 */
export function mailgunReport(eventData: Fields | undefined): EmailDeliveryReported | undefined {
  if (!eventData) throw invalid('The Mailgun webhook has no event-data');
  const mapped = kindOf(eventData);
  if (!mapped) return undefined;
  const where = `The Mailgun ${String(eventData.event)} event`;
  const providerEventId = text(eventData.id);
  const email = text(eventData.recipient);
  const timestamp = eventData.timestamp;
  if (!providerEventId) throw invalid(`${where} has no id`);
  if (!email) throw invalid(`${where} has no recipient`);
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp <= 0) throw invalid(`${where} has no valid timestamp`);
  const variables = object(eventData['user-variables']);
  return emailDeliveryReported({
    provider: 'mailgun',
    providerEventId,
    kind: mapped.kind,
    email,
    messageId: text(variables?.[MESSAGE_ID_ARG]),
    campaignId: text(variables?.[CAMPAIGN_ID_ARG]),
    bounceType: mapped.bounceType,
    reason: reasonOf(eventData, mapped.kind),
    providerResponse: mapped.kind === 'opened' || mapped.kind === 'clicked' ? null : responseOf(eventData),
    reportedAt: new Date(Math.round(timestamp * 1000)).toISOString(),
  });
}
