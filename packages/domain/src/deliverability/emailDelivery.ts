import { nameBasedId } from '../kit/nameBasedId.ts';
import { invalid } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext, EventMetadata } from '../kit/metadata.ts';
import { metadataFor } from '../kit/handle.ts';

/** Who reports what became of an e-mail: the sending services' event webhooks, our own SMTP sends, or our own open and click tracking links. */
export const EMAIL_DELIVERY_PROVIDERS = ['sendgrid', 'mailgun', 'smtp', 'tracking'] as const;
export type EmailDeliveryProvider = (typeof EMAIL_DELIVERY_PROVIDERS)[number];

/**
 * What happened to one e-mail at one address: handed to the recipient's server (delivered), refused
 * by it (bounced: hard for good, soft for now), delayed and tried again (deferred), not sent at all by
 * the provider (dropped: an address on its suppression list, an invalid one), reported as spam
 * (complained), unsubscribed through the provider's link (unsubscribed), opened, or a link clicked.
 */
export const EMAIL_DELIVERY_KINDS = ['delivered', 'bounced', 'deferred', 'dropped', 'complained', 'unsubscribed', 'opened', 'clicked'] as const;
export type EmailDeliveryKind = (typeof EMAIL_DELIVERY_KINDS)[number];

export type BounceType = 'hard' | 'soft';

/** One provider event about one e-mail, as recorded. */
export interface EmailDeliveryReport {
  provider: EmailDeliveryProvider;
  /** The provider's own id of this event (SendGrid `sg_event_id`, Mailgun `id`): the same event reported twice is stored once. */
  providerEventId: string;
  kind: EmailDeliveryKind;
  /** The recipient's address, lower case. */
  email: string;
  /** Our message id, when the e-mail was one we sent with it (the `outreach_message_id` custom argument). */
  messageId: string | null;
  /** Our campaign id, when the e-mail belonged to a campaign (the `outreach_campaign_id` custom argument). */
  campaignId: string | null;
  /** Set for 'bounced' only: hard (permanent, the address is dead) or soft (temporary). */
  bounceType: BounceType | null;
  /** Why, in the provider's words: the bounce or drop reason, the deferral, the unsubscribe group, the clicked link. */
  reason: string | null;
  /** What the recipient's server answered (SMTP response or status code), when the provider passes it on. */
  providerResponse: string | null;
  /** ISO instant: when the provider says it happened. */
  reportedAt: string;
}

export type EmailDeliveryReported = DomainEvent<'EmailDeliveryReported', EmailDeliveryReport>;
export type EmailDeliveryEvent = EmailDeliveryReported;

/** Every report about one recipient address, stream `email-delivery-{lower-case address}`. */
export const emailDeliveryStream = (email: string) => `email-delivery-${email.trim().toLowerCase()}`;

/** Namespace of the name-based (UUIDv5) ids of delivery reports. */
export const EMAIL_DELIVERY_ID_NAMESPACE = '6f3c1f0e-8a57-4c1e-9d3a-2b7e5c4d9a10';

/**
 * The event id of a provider's report: a UUIDv5 of the provider and its event id, so a report the
 * provider sends again (a retried webhook) is the same event and the event store keeps it once.
 */
export function emailDeliveryEventId(provider: EmailDeliveryProvider, providerEventId: string): string {
  return nameBasedId(`${provider}:${providerEventId}`, EMAIL_DELIVERY_ID_NAMESPACE);
}

const MAX_TEXT = 2_000;
const clip = (text: string | null) => (text === null ? null : text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);
const blankToNull = (text: string | null | undefined) => (text === null || text === undefined || text.trim() === '' ? null : text.trim());

/**
 * A report as recorded: the address in lower case, blank texts as null, long texts cut, a bounce type
 * only on bounces (a bounce without one counts as soft: it is not taken as the address being dead).
 * Refuses (invalid) a report without a provider event id, an address or a valid time.
 */
export function emailDeliveryReported(report: EmailDeliveryReport): EmailDeliveryReported {
  const providerEventId = report.providerEventId.trim();
  if (!providerEventId) throw invalid(`A ${report.provider} event has no event id`);
  const email = report.email.trim().toLowerCase();
  if (!email || !email.includes('@')) throw invalid(`The ${report.provider} event ${providerEventId} has no recipient address`);
  if (!EMAIL_DELIVERY_KINDS.includes(report.kind)) throw invalid(`The ${report.provider} event ${providerEventId} has an unknown kind ${String(report.kind)}`);
  const at = Date.parse(report.reportedAt);
  if (Number.isNaN(at)) throw invalid(`The ${report.provider} event ${providerEventId} has no valid time`);
  return {
    type: 'EmailDeliveryReported',
    data: {
      provider: report.provider,
      providerEventId,
      kind: report.kind,
      email,
      messageId: blankToNull(report.messageId),
      campaignId: blankToNull(report.campaignId),
      bounceType: report.kind === 'bounced' ? (report.bounceType ?? 'soft') : null,
      reason: clip(blankToNull(report.reason)),
      providerResponse: clip(blankToNull(report.providerResponse)),
      reportedAt: new Date(at).toISOString(),
    },
  };
}

/** A report ready to append to its stream, with its deterministic id and the context's metadata. */
export function emailDeliveryAppend(event: EmailDeliveryReported, context: CommandContext): {
  streamId: string;
  event: { eventId: string; type: 'EmailDeliveryReported'; data: EmailDeliveryReport; metadata: EventMetadata };
} {
  const eventId = emailDeliveryEventId(event.data.provider, event.data.providerEventId);
  return { streamId: emailDeliveryStream(event.data.email), event: { eventId, type: event.type, data: event.data, metadata: metadataFor(context, eventId) } };
}

/** Why an address must get no more marketing mail after this report, or null when it may. */
export type DeliverySuppression = 'hard-bounce' | 'complaint' | 'unsubscribe' | 'dropped';

export function deliverySuppression(report: Pick<EmailDeliveryReport, 'kind' | 'bounceType'>): DeliverySuppression | null {
  switch (report.kind) {
    case 'bounced':
      return report.bounceType === 'hard' ? 'hard-bounce' : null;
    case 'complained':
      return 'complaint';
    case 'unsubscribed':
      return 'unsubscribe';
    case 'dropped':
      return 'dropped';
    default:
      return null;
  }
}

/** Reports after which the contact with that address is unsubscribed: the recipient asked, or called it spam. */
export const unsubscribesContact = (report: Pick<EmailDeliveryReport, 'kind'>) => report.kind === 'unsubscribed' || report.kind === 'complained';
