import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import { DomainError, conversationPhoneStream, holder, invalid, messagingAddress, type Actor, type CommandContext, type ConversationState } from '@outreach/domain';
import { withoutUnsafeText, type Runtime } from '@outreach/server-kit';
import { webhookSigningKey } from '@outreach/providers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { conversationForPhone, runConversationCommand } from '../sms/conversations.ts';
import { formParams, signedUrl, validTwilioSignature } from './twilioSignature.ts';

export const WEBHOOK_BODY_LIMIT = 64 * 1024;
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
export const TWILIO_WEBHOOK_ACTOR: Actor = { kind: 'webhook', source: 'twilio' };
export const SIGNATURE_REFUSED = 'The request is not signed by Twilio for this address';

const SID = /^[A-Z]{2}[0-9a-f]{32}$/i;

export interface TwilioWebhookOptions {
  /** PUBLIC_URL: signatures cover it plus the request path. */
  publicUrl: string;
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const safe = (value: string | undefined): string | undefined => (value === undefined ? undefined : withoutUnsafeText(value));

/** The conversation already held for a number, without starting one. */
async function existingConversation(runtime: Runtime, phone: string): Promise<string | undefined> {
  const last = await runtime.eventStore.readLastEvents([conversationPhoneStream(phone)]);
  return holder(last.get(conversationPhoneStream(phone))).ownerId;
}

const hasRequestedOutbound = (state: ConversationState) => [...state.messages.values()].some((m) => m.direction === 'outbound' && m.status === 'requested');

/**
 * Twilio's webhooks, outside the /api session guard, authenticated by X-Twilio-Signature only:
 * POST /webhooks/twilio/sms (a text came in) and POST /webhooks/twilio/status (delivery status
 * of a text we sent). Form-encoded as Twilio posts them, at most 64 KB; the signing key is the
 * stored Twilio auth token, or the sandbox signing secret while no account is set up. A wrong or
 * missing signature is refused with 403 before anything is read or recorded. Both answer with
 * empty TwiML. They declare no zod schema: Twilio's form fields vary by account and version, and a
 * signed message is recorded whatever else it carries, so fields are read here after the signature.
 */
export async function registerTwilioWebhooks(app: FastifyInstance, runtime: Runtime, options: TwilioWebhookOptions): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: WEBHOOK_BODY_LIMIT });

    async function verified(request: FastifyRequest): Promise<Record<string, string | string[]>> {
      const params = formParams(request.body);
      const key = await webhookSigningKey(runtime);
      if (!validTwilioSignature(key, request.headers['x-twilio-signature'], signedUrl(options.publicUrl, request.url), params)) {
        throw new DomainError('forbidden', SIGNATURE_REFUSED);
      }
      return params;
    }

    const twiml = (reply: FastifyReply) => reply.type('text/xml; charset=utf-8').send(EMPTY_TWIML);
    const context = (request: FastifyRequest): CommandContext => request.commandContext({ actor: TWILIO_WEBHOOK_ACTOR });

    scope.post('/webhooks/twilio/sms', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      const params = await verified(request);
      // Checked against the signature as sent; kept with what PostgreSQL cannot store replaced.
      const from = safe(first(params.From)?.trim());
      const body = safe(first(params.Body));
      const sid = first(params.MessageSid) ?? first(params.SmsMessageSid);
      if (!from || body === undefined || !sid) throw invalid('From, Body and MessageSid are required');
      if (!SID.test(sid)) throw invalid(`MessageSid is not a Twilio message id: ${sid}`);
      // Short codes, alphanumeric senders and numbers outside the listed ranges are kept as they
      // came: a signed message is a fact, and Twilio does not send a refused one again.
      const phone = messagingAddress(from);
      const to = safe(first(params.To)?.trim()) ?? '';
      const ctx = context(request);
      const conversationId = await conversationForPhone(runtime, phone, ctx);
      // A MessageSid seen before is recognised by the conversation and records nothing.
      await runConversationCommand(
        runtime,
        {
          type: 'ReceiveSms',
          conversationId,
          messageId: randomUUID(),
          providerSid: sid,
          body,
          from: phone,
          to: to ? messagingAddress(to) : to,
          optOutType: safe(first(params.OptOutType)?.trim()) || null,
        },
        ctx,
      );
      return twiml(reply);
    });

    scope.post('/webhooks/twilio/status', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      const params = await verified(request);
      const sid = safe(first(params.MessageSid) ?? first(params.SmsSid));
      const status = safe((first(params.MessageStatus) ?? first(params.SmsStatus))?.trim().toLowerCase());
      const rawTo = safe(first(params.To)?.trim());
      if (!sid || !status || !rawTo) throw invalid('MessageSid, MessageStatus and To are required');
      const to = messagingAddress(rawTo);
      const conversationId = await existingConversation(runtime, to);
      if (!conversationId) {
        request.log.info({ messageSid: sid }, 'status for a number we have no conversation with; ignored');
        return twiml(reply);
      }
      const errorCode = safe(first(params.ErrorCode)?.trim()) || null;
      // Twilio may call back before the dispatcher has recorded its answer (the sid is not known
      // yet while a text is still 'requested'): wait for it a little rather than lose the status.
      for (let attempt = 0; ; attempt++) {
        const result = await runConversationCommand(runtime, { type: 'RecordSmsStatus', conversationId, providerSid: sid, status, errorCode }, context(request));
        if (result.events.length > 0 || result.state.bySid.has(sid) || !hasRequestedOutbound(result.state) || attempt >= 4) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return twiml(reply);
    });
  });
}
