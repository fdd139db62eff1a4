import type { Actor } from '@outreach/domain';
import { withPosition, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { EMAIL_EVENTS_BODY_LIMIT, jsonBody, notConfigured, signatureRefused } from './emailEventsHttp.ts';
import { recordEmailDeliveries } from './emailEventsRecord.ts';
import { mailgunReport, mailgunWebhook } from './mailgunEvents.ts';
import { checkMailgunSignature, claimMailgunToken } from './mailgunSignature.ts';

export const MAILGUN_WEBHOOK_ACTOR: Actor = { kind: 'webhook', source: 'mailgun' };
export const MAILGUN_KEY_SETTING = 'MAILGUN_WEBHOOK_SIGNING_KEY';

/**
 * POST /webhooks/mailgun: one Mailgun event (JSON `{signature, event-data}`) about mail we sent
 * through it, authenticated by its signature (HMAC-SHA256 of timestamp + token with the webhook
 * signing key in MAILGUN_WEBHOOK_SIGNING_KEY). Unset key: 503, nothing taken; a body that is not
 * JSON: 400; unsigned, wrongly signed, older than 15 minutes, or a token already used with another
 * body: 403, nothing stored. Deliveries, failures (permanent: hard bounce, or a drop when Mailgun's
 * own suppression list held the address; temporary: soft bounce), spam complaints, unsubscribes,
 * opens and clicks are recorded once each, however often Mailgun posts them.
 */
export function registerMailgunWebhook(scope: FastifyInstance, runtime: Runtime): void {
  const signingKey = runtime.config.MAILGUN_WEBHOOK_SIGNING_KEY;

  scope.post('/webhooks/mailgun', { bodyLimit: EMAIL_EVENTS_BODY_LIMIT }, async (request, reply) => {
    if (!signingKey) return notConfigured(reply, request.id, 'Mailgun', MAILGUN_KEY_SETTING, 'the HTTP webhook signing key of the Mailgun account');
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const webhook = mailgunWebhook(jsonBody(raw));
    const now = runtime.clock.now();
    const check = checkMailgunSignature(signingKey, webhook.signature, now);
    if (check === 'forged') throw signatureRefused('Mailgun', 'the signature does not match its timestamp and token');
    if (check === 'stale') throw signatureRefused('Mailgun', 'its timestamp is more than 15 minutes away from now (a replay)');
    if (!(await claimMailgunToken(runtime.pg, webhook.signature!.token, raw, now))) {
      throw signatureRefused('Mailgun', 'its token was already used with another body (a replay)');
    }
    const report = mailgunReport(webhook.eventData);
    const reports = report ? [report] : [];
    const context = request.commandContext({ actor: MAILGUN_WEBHOOK_ACTOR, reason: 'Reported by the Mailgun event webhook' });
    const recorded = await recordEmailDeliveries(runtime, reports, context, MAILGUN_WEBHOOK_ACTOR, request.log);
    return withPosition(reply, recorded.position, { received: 1, recorded: recorded.recorded, unsubscribed: recorded.unsubscribed });
  });
}
