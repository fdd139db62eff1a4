import { noQuery, sendAccepted, sendSmsBody } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { sendToContact } from './sendSms.ts';

/** POST /api/sms/send {contactId, message, phoneNumber?}: the calling card's Send Text Message → `status: 'requested'`. */
export function registerSendSmsRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/sms/send', { schema: { querystring: noQuery, body: sendSmsBody, response: { 200: sendAccepted } } }, async (request, reply) => {
    const sent = await sendToContact(runtime, request.body, request.commandContext());
    return withPosition(reply, sent.position, { success: true, messageId: sent.messageId, conversationId: sent.conversationId, status: 'requested' });
  });
}
