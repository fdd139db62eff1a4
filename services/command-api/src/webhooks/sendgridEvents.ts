import { emailDeliveryReported, invalid, type EmailDeliveryKind, type EmailDeliveryReport, type EmailDeliveryReported } from '@outreach/domain';

/** The custom arguments our sends carry, which SendGrid hands back on every event of the message. */
export const MESSAGE_ID_ARG = 'outreach_message_id';
export const CAMPAIGN_ID_ARG = 'outreach_campaign_id';

type SendgridEvent = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);

/**
 * A custom argument: SendGrid puts them as top-level fields of each event (unique args), some
 * integrations under `custom_args`.
 */
function customArg(event: SendgridEvent, name: string): string | null {
  const nested = event.custom_args;
  return text(event[name]) ?? (nested && typeof nested === 'object' ? text((nested as Record<string, unknown>)[name]) : null);
}

/** What each SendGrid event means for us; events not listed (processed, group_resubscribe, …) are not recorded. */
function kindOf(event: SendgridEvent): { kind: EmailDeliveryKind; bounceType: 'hard' | 'soft' | null } | undefined {
  switch (event.event) {
    case 'delivered':
      return { kind: 'delivered', bounceType: null };
    case 'bounce':
      // `type` bounce: the recipient's server refused for good; blocked: refused for now (reputation, policy).
      return { kind: 'bounced', bounceType: event.type === 'blocked' ? 'soft' : 'hard' };
    case 'dropped':
      return { kind: 'dropped', bounceType: null };
    case 'deferred':
      return { kind: 'deferred', bounceType: null };
    case 'spamreport':
      return { kind: 'complained', bounceType: null };
    case 'unsubscribe':
    case 'group_unsubscribe':
      return { kind: 'unsubscribed', bounceType: null };
    case 'open':
      return { kind: 'opened', bounceType: null };
    case 'click':
      return { kind: 'clicked', bounceType: null };
    default:
      return undefined;
  }
}

function reasonOf(event: SendgridEvent, kind: EmailDeliveryKind): string | null {
  switch (kind) {
    case 'bounced':
      return text(event.reason) ?? text(event.bounce_classification);
    case 'dropped':
      return text(event.reason);
    case 'deferred':
      return text(event.response) ?? text(event.reason);
    case 'unsubscribed':
      return event.event === 'group_unsubscribe' ? `Unsubscribe group ${text(event.asm_group_id) ?? 'unknown'}` : null;
    case 'clicked':
      return text(event.url);
    default:
      return null;
  }
}

/** The recipient server's answer: the SMTP response of a delivery or deferral, the enhanced status code of a bounce. */
const responseOf = (event: SendgridEvent): string | null => text(event.response) ?? text(event.status);

/** SendGrid's `timestamp` (Unix seconds) as an ISO instant; anything else is refused. */
function timeOf(value: unknown, where: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw invalid(`${where} has no valid timestamp`);
  return new Date(Math.round(value * 1000)).toISOString();
}

/**
 * The reports in a SendGrid event webhook batch (a JSON array of events), in order. Event kinds we
 * do not record are left out; an event we record that lacks its id, address or time refuses the
 * whole batch (invalid, naming it), so nothing of a malformed batch is stored.
 */
export function sendgridReports(body: unknown): EmailDeliveryReported[] {
  if (!Array.isArray(body)) throw invalid('SendGrid posts a JSON array of events');
  const reports: EmailDeliveryReported[] = [];
  body.forEach((item: unknown, index) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw invalid(`Event ${index} is not an object`);
    const event = item as SendgridEvent;
    const mapped = kindOf(event);
    if (!mapped) return;
    const where = `Event ${index} (${String(event.event)})`;
    const providerEventId = text(event.sg_event_id);
    const email = text(event.email);
    if (!providerEventId) throw invalid(`${where} has no sg_event_id`);
    if (!email) throw invalid(`${where} has no email`);
    const report: EmailDeliveryReport = {
      provider: 'sendgrid',
      providerEventId,
      kind: mapped.kind,
      email,
      messageId: customArg(event, MESSAGE_ID_ARG),
      campaignId: customArg(event, CAMPAIGN_ID_ARG),
      bounceType: mapped.bounceType,
      reason: reasonOf(event, mapped.kind),
      providerResponse: mapped.kind === 'opened' || mapped.kind === 'clicked' ? null : responseOf(event),
      reportedAt: timeOf(event.timestamp, where),
    };
    reports.push(emailDeliveryReported(report));
  });
  return reports;
}
