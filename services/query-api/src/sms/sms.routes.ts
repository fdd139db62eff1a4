import { conversationParams, smsConversationView, smsMessageView, smsStats, unreadCount } from '@outreach/contracts';
import { notFound } from '@outreach/domain';
import { parseInput, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'slonik';
import { teamTime } from '../settings/teamTime.ts';

const READS = { projections: ['smsConversations'] };

/** The SMS inbox: conversations, a thread, the unread count and the inbox figures. */
export function registerSmsRoutes(app: FastifyInstance, runtime: Runtime): void {
  app.get('/api/sms/unread-count', { config: READS }, async () =>
    runtime.db.one(sql.type(unreadCount)`
      select coalesce(sum(unread_count), 0)::int as count from read.sms_conversations where status = 'active'`),
  );

  app.get('/api/sms/conversations', { config: READS }, async () =>
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

  app.get('/api/sms/conversations/:id/messages', { config: READS }, async (request) => {
    const { id } = parseInput(conversationParams, request.params);
    const exists = await runtime.db.exists(sql.unsafe`select 1 from read.sms_conversations where id = ${id}`);
    if (!exists) throw notFound('Conversation not found');
    return runtime.db.any(sql.type(smsMessageView)`
      select id::text as id, conversation_id::text as "conversationId", direction, body as message, status, error_message as "errorMessage",
             from_number as "fromNumber", to_number as "toNumber", segments, sent_at as "sentAt", created_at as "createdAt", sent_by as "sentBy"
        from read.sms_messages where conversation_id = ${id} order by created_at, id`);
  });

  // Messages Today counts from the team's local midnight (System Settings).
  app.get('/api/sms/stats', { config: { projections: [...READS.projections, 'systemSettings'] } }, async () => {
    const { now, zone } = await teamTime(runtime);
    return runtime.db.one(sql.type(smsStats)`
      select (select count(*)::int from read.sms_conversations where status = 'active' and last_message_at is not null) as "activeConversations",
             (select count(*)::int from read.sms_messages
               where created_at >= (date_trunc('day', ${now}::timestamptz at time zone ${zone}) at time zone ${zone})
                 and created_at <= ${now}::timestamptz) as "messagesToday",
             (select coalesce(round(100.0 * count(*) filter (where has_inbound) / nullif(count(*), 0)), 0)::int
                from read.sms_conversations where has_outbound) as "responseRate"`);
  });
}
