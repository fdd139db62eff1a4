import { conversationParams, noQuery, smsMessageList, smsMessageView } from '@outreach/contracts';
import { notFound } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';

/** GET /api/sms/conversations/{id}/messages: a thread, oldest first. */
export function registerConversationMessagesRoute(app: TypedApp, runtime: Runtime): void {
  app.get(
    '/api/sms/conversations/:id/messages',
    { config: { projections: ['smsConversations'] }, schema: { params: conversationParams, querystring: noQuery, response: { 200: smsMessageList } } },
    async (request) => {
      const { id } = request.params;
      const exists = await runtime.db.exists(sql.unsafe`select 1 from read.sms_conversations where id = ${id}`);
      if (!exists) throw notFound('Conversation not found');
      return runtime.db.any(sql.type(smsMessageView)`
        select id::text as id, conversation_id::text as "conversationId", direction, body as message, status, error_message as "errorMessage",
               scheduled_for as "scheduledFor", scheduled_reason as "scheduledReason",
               from_number as "fromNumber", to_number as "toNumber", segments, sent_at as "sentAt", created_at as "createdAt", sent_by as "sentBy"
          from read.sms_messages where conversation_id = ${id} order by created_at, id`);
    },
  );
}
