import { noQuery, smsConversationList, smsConversationView } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';

/** GET /api/sms/conversations: the inbox, active conversations with a message, newest first (at most 500). */
export function registerListConversationsRoute(app: TypedApp, runtime: Runtime): void {
  app.get('/api/sms/conversations', { config: { projections: ['smsConversations'] }, schema: { querystring: noQuery, response: { 200: smsConversationList } } }, async () =>
    runtime.db.any(sql.type(smsConversationView)`
      select v.id::text as id, v.phone_number as "phoneNumber", v.contact_id::text as "contactId",
             c.first_name as "contactFirstName", c.last_name as "contactLastName", c.company as "contactCompany", c.email as "contactEmail",
             v.unread_count as "unreadCount", v.last_message_preview as "lastMessagePreview", v.last_message_at as "lastMessageAt",
             v.status, v.opted_out as "optedOut"
        from read.sms_conversations v left join read.contacts c on c.id = v.contact_id
       where v.status = 'active' and v.last_message_at is not null
       order by v.last_message_at desc, v.id
       limit 500`),
  );
}
