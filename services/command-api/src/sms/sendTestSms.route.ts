import { noQuery, sendAccepted, sendTestBody } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { sendTest } from './sendSms.ts';

/** POST /api/sms/send-test {phoneNumber, message}: a test text to any number → `status: 'requested'`. */
export function registerSendTestSmsRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/sms/send-test', { schema: { querystring: noQuery, body: sendTestBody, response: { 200: sendAccepted } } }, async (request, reply) => {
    const sent = await sendTest(runtime, request.body, request.commandContext());
    return withPosition(reply, sent.position, { success: true, messageId: sent.messageId, conversationId: sent.conversationId, status: 'requested' });
  });
}
