import { conversationParams, noQuery, replyBody, sendAccepted } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { requestSms } from './sendSms.ts';

/** POST /api/sms/conversations/{id}/reply {message} → the text, `status: 'requested'`; delivery follows on the conversation. */
export function registerReplyToConversationRoute(app: TypedApp, runtime: Runtime): void {
  app.post(
    '/api/sms/conversations/:id/reply',
    { schema: { params: conversationParams, querystring: noQuery, body: replyBody, response: { 200: sendAccepted } } },
    async (request, reply) => {
      const { id } = request.params;
      const sent = await requestSms(runtime, id, request.body.message, 'reply', request.commandContext());
      return withPosition(reply, sent.position, { success: true, messageId: sent.messageId, conversationId: id, status: 'requested' });
    },
  );
}
