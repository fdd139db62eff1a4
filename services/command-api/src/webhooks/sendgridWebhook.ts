import type { Actor } from '@outreach/domain';
import { withPosition, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { EMAIL_EVENTS_BODY_LIMIT, jsonBody, notConfigured, signatureRefused } from './emailEventsHttp.ts';
import { recordEmailDeliveries } from './emailEventsRecord.ts';
import { sendgridReports } from './sendgridEvents.ts';
import { SENDGRID_SIGNATURE_HEADER, SENDGRID_TIMESTAMP_HEADER, sendgridVerificationKey, validSendgridSignature } from './sendgridSignature.ts';

export const SENDGRID_WEBHOOK_ACTOR: Actor = { kind: 'webhook', source: 'sendgrid' };
export const SENDGRID_KEY_SETTING = 'SENDGRID_WEBHOOK_PUBLIC_KEY';

/**
 * POST /webhooks/sendgrid: SendGrid's Event Webhook, a JSON array of events about the mail we sent
 * through it, authenticated by its Signed Event Webhook (ECDSA over timestamp + raw body, with the
 * verification key in SENDGRID_WEBHOOK_PUBLIC_KEY). Unset or unusable key: 503, nothing taken; an
 * unsigned or wrongly signed batch: 403, nothing stored; a signed batch that is not a JSON array of
 * well-formed events: 400, nothing stored. Deliveries, bounces, drops, deferrals, spam reports,
 * unsubscribes, opens and clicks are recorded once each, however often SendGrid posts them.
 */
export function registerSendgridWebhook(scope: FastifyInstance, runtime: Runtime): void {
  const configured = runtime.config.SENDGRID_WEBHOOK_PUBLIC_KEY;
  const key = configured ? sendgridVerificationKey(configured) : undefined;

  scope.post('/webhooks/sendgrid', { bodyLimit: EMAIL_EVENTS_BODY_LIMIT }, async (request, reply) => {
    if (!configured) return notConfigured(reply, request.id, 'SendGrid', SENDGRID_KEY_SETTING, 'the verification key of its Signed Event Webhook');
    if (!key) {
      return notConfigured(reply, request.id, 'SendGrid', SENDGRID_KEY_SETTING, 'the verification key of its Signed Event Webhook (the value set is not an ECDSA public key)');
    }
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!validSendgridSignature(key, raw, request.headers[SENDGRID_SIGNATURE_HEADER], request.headers[SENDGRID_TIMESTAMP_HEADER])) {
      throw signatureRefused('SendGrid', 'the X-Twilio-Email-Event-Webhook-Signature does not match this body and timestamp');
    }
    const body = jsonBody(raw);
    const reports = sendgridReports(body);
    const context = request.commandContext({ actor: SENDGRID_WEBHOOK_ACTOR, reason: 'Reported by the SendGrid event webhook' });
    const recorded = await recordEmailDeliveries(runtime, reports, context, SENDGRID_WEBHOOK_ACTOR, request.log);
    return withPosition(reply, recorded.position, { received: (body as unknown[]).length, recorded: recorded.recorded, unsubscribed: recorded.unsubscribed });
  });
}
