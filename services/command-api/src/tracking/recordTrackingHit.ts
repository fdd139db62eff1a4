import { createHash } from 'node:crypto';
import { emailDeliveryReported, outboundEmails } from '@outreach/domain';
import { processContext, type Runtime, type TrackedHit } from '@outreach/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import { recordEmailDeliveries } from '../webhooks/emailEventsRecord.ts';

const TRACKER = { kind: 'webhook' as const, source: 'tracking' };

/**
 * An open or a click of one of our e-mails, recorded as a delivery report of our own tracking: the
 * first open of the e-mail, and the first click of each of its links (a pixel loaded again, or a
 * link clicked again, is the same report and kept once). False when the e-mail is not ours.
 */
export async function recordTrackingHit(runtime: Runtime, hit: TrackedHit, requestId: string, log: FastifyBaseLogger): Promise<boolean> {
  const email = (await outboundEmails.load(runtime.eventStore, hit.messageId)).email;
  if (!email) return false;
  const providerEventId = hit.kind === 'open' ? `open:${hit.messageId}` : `click:${hit.messageId}:${createHash('sha256').update(hit.url!).digest('hex').slice(0, 32)}`;
  const context = processContext(runtime.clock, TRACKER, { requestId, correlationId: email.campaignId ?? hit.messageId, reason: hit.kind === 'open' ? 'The e-mail was opened' : `A link was clicked: ${hit.url}` });
  const report = emailDeliveryReported({
    provider: 'tracking',
    providerEventId,
    kind: hit.kind === 'open' ? 'opened' : 'clicked',
    email: email.to.email,
    messageId: hit.messageId,
    campaignId: email.campaignId,
    bounceType: null,
    reason: hit.url,
    providerResponse: null,
    reportedAt: context.now,
  });
  await recordEmailDeliveries(runtime, [report], context, TRACKER, log);
  return true;
}
