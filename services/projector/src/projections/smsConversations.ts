import { liveUpdateNotification, type LiveUpdateData } from '@outreach/contracts';
import type { RecordedEvent, SmsEvent } from '@outreach/domain';
import type { Notification, Projection, ProjectionContext } from '../projection.ts';

const PREVIEW = 120;

async function touch(ctx: ProjectionContext, conversationId: string, preview: string, at: string, direction: 'inbound' | 'outbound') {
  await ctx.tx.query(
    `update ${ctx.table('sms_conversations')} set last_message_at = $2, last_message_preview = $3,
        has_outbound = has_outbound or $4 = 'outbound', has_inbound = has_inbound or $4 = 'inbound',
        unread_count = unread_count + case when $4 = 'inbound' then 1 else 0 end
      where id = $1`,
    [conversationId, at, preview.slice(0, PREVIEW), direction],
  );
}

/** The message as the /ws push carries it. */
async function pushed(ctx: ProjectionContext, messageId: string): Promise<Notification | undefined> {
  const { rows } = await ctx.tx.query<LiveUpdateData<'sms_message'>>(
    `select direction, from_number as "fromNumber", to_number as "toNumber", body as message, conversation_id::text as "conversationId",
            id::text as "messageId", status
       from ${ctx.table('sms_messages')} where id = $1`,
    [messageId],
  );
  return rows[0] ? liveUpdateNotification('sms_message', rows[0]) : undefined;
}

/**
 * read.sms_conversations and read.sms_messages; every message change is pushed to browsers as
 * {type:'sms_message'} after the batch commits, every other change of a conversation (read,
 * archived, reopened, blocked, opted out or in) as {type:'sms_conversation'}.
 */
export const smsConversations: Projection = {
  name: 'smsConversations',
  // 2: held texts shown as scheduled (with when and why) and claimed ones as sending.
  version: 2,
  tables: ['sms_conversations', 'sms_messages'],
  handles: [
    'ConversationStarted',
    'SmsSendRequested',
    'SmsSendDeferred',
    'SmsSendStarted',
    'SmsSent',
    'SmsSendFailed',
    'SmsSendOutcomeUnknown',
    'SmsReceived',
    'SmsStatusRecorded',
    'SmsOptedOut',
    'SmsOptedIn',
    'ConversationRead',
    'ConversationArchived',
    'ConversationReopened',
    'ConversationBlocked',
  ],
  async apply(ctx, events) {
    const changed = new Set<string>();
    const conversationsChanged = new Set<string>();
    for (const recorded of events as RecordedEvent[]) {
      const e = { type: recorded.type, data: recorded.data } as SmsEvent;
      const at = recorded.metadata.occurredAt;
      const actor = recorded.metadata.actor;
      const { tx, table } = ctx;
      switch (e.type) {
        case 'ConversationStarted':
          await tx.query(
            `insert into ${table('sms_conversations')} (id, phone_number, contact_id, started_at) values ($1, $2, $3, $4) on conflict (id) do nothing`,
            [e.data.conversationId, e.data.phoneNumber, e.data.contactId, at],
          );
          break;
        case 'SmsSendRequested':
          await tx.query(
            `insert into ${table('sms_messages')} (id, conversation_id, direction, body, status, to_number, segments, kind, sent_by, created_at)
             values ($1, $2, 'outbound', $3, 'requested', $4, $5, $6, $7, $8) on conflict (id) do nothing`,
            [e.data.messageId, e.data.conversationId, e.data.body, e.data.to, e.data.segments, e.data.kind, actor.kind === 'user' ? actor.username : null, at],
          );
          await touch(ctx, e.data.conversationId, e.data.body, at, 'outbound');
          changed.add(e.data.messageId);
          break;
        case 'SmsSendDeferred':
          // Held back (the recipient's quiet hours, the number's rate, Twilio busy after a claim): shown as scheduled, with when it goes out and why.
          await tx.query(
            `update ${table('sms_messages')} set status = 'scheduled', scheduled_for = $2, scheduled_reason = $3 where id = $1 and status in ('requested', 'scheduled', 'sending')`,
            [e.data.messageId, e.data.until, e.data.reason],
          );
          changed.add(e.data.messageId);
          break;
        case 'SmsSendStarted':
          // Claimed and handed to the provider: its answer follows.
          await tx.query(`update ${table('sms_messages')} set status = 'sending' where id = $1 and status in ('requested', 'scheduled')`, [e.data.messageId]);
          changed.add(e.data.messageId);
          break;
        case 'SmsSent':
          await tx.query(`update ${table('sms_messages')} set provider_sid = $2, status = $3, from_number = $4, sent_at = $5 where id = $1`, [
            e.data.messageId,
            e.data.providerSid,
            e.data.status,
            e.data.from,
            at,
          ]);
          changed.add(e.data.messageId);
          break;
        case 'SmsSendFailed':
          await tx.query(`update ${table('sms_messages')} set status = 'failed', error_message = $2 where id = $1`, [e.data.messageId, e.data.error]);
          changed.add(e.data.messageId);
          break;
        case 'SmsSendOutcomeUnknown':
          // The sender died between handing the text over and hearing the answer: shown as unknown, with why.
          await tx.query(`update ${table('sms_messages')} set status = 'unknown', error_message = $2 where id = $1`, [e.data.messageId, e.data.reason]);
          changed.add(e.data.messageId);
          break;
        case 'SmsReceived':
          await tx.query(
            `insert into ${table('sms_messages')} (id, conversation_id, direction, body, status, provider_sid, from_number, to_number, segments, created_at, sent_at)
             values ($1, $2, 'inbound', $3, 'received', $4, $5, $6, $7, $8, $8) on conflict (id) do nothing`,
            [e.data.messageId, e.data.conversationId, e.data.body, e.data.providerSid, e.data.from, e.data.to, e.data.segments, at],
          );
          await touch(ctx, e.data.conversationId, e.data.body, at, 'inbound');
          changed.add(e.data.messageId);
          break;
        case 'SmsStatusRecorded':
          await tx.query(`update ${table('sms_messages')} set status = $2, error_message = coalesce($3, error_message) where id = $1`, [
            e.data.messageId,
            e.data.status,
            e.data.errorCode ? `Provider error ${e.data.errorCode}` : null,
          ]);
          changed.add(e.data.messageId);
          break;
        case 'SmsOptedOut':
        case 'SmsOptedIn':
          await tx.query(`update ${table('sms_conversations')} set opted_out = $2 where id = $1`, [e.data.conversationId, e.type === 'SmsOptedOut']);
          conversationsChanged.add(e.data.conversationId);
          break;
        case 'ConversationRead':
          await tx.query(`update ${table('sms_conversations')} set unread_count = 0 where id = $1`, [e.data.conversationId]);
          conversationsChanged.add(e.data.conversationId);
          break;
        case 'ConversationArchived':
        case 'ConversationReopened':
        case 'ConversationBlocked':
          await tx.query(`update ${table('sms_conversations')} set status = $2 where id = $1`, [
            e.data.conversationId,
            e.type === 'ConversationArchived' ? 'archived' : e.type === 'ConversationBlocked' ? 'blocked' : 'active',
          ]);
          conversationsChanged.add(e.data.conversationId);
          break;
        default:
          break;
      }
    }
    const notifications: Notification[] = [];
    for (const id of changed) {
      const n = await pushed(ctx, id);
      if (n) notifications.push(n);
    }
    for (const conversationId of conversationsChanged) notifications.push(liveUpdateNotification('sms_conversation', { conversationId }));
    return notifications;
  },
};
