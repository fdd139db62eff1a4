import type { RecordedEvent, SmsEvent } from '@outreach/domain';
import type { Projection } from '../projection.ts';

/**
 * read.scheduled_sms_messages: the texts the sending engine held back (the recipient's quiet hours,
 * the sending number's rate), when they go out, why, in which zone, and what became of them. Only
 * held texts appear: a request waits in read.scheduled_sms_requests (with its conversation's
 * contact from read.scheduled_sms_conversations) until it is held, when it moves over, or settled
 * without being held, when it is dropped.
 */
export const scheduledSmsMessages: Projection = {
  name: 'scheduledSmsMessages',
  version: 1,
  tables: ['scheduled_sms_messages', 'scheduled_sms_requests', 'scheduled_sms_conversations'],
  handles: ['ConversationStarted', 'SmsSendRequested', 'SmsSendDeferred', 'SmsSendStarted', 'SmsSent', 'SmsSendFailed', 'SmsSendOutcomeUnknown'],
  async apply({ tx, table }, events) {
    const held = table('scheduled_sms_messages');
    const requests = table('scheduled_sms_requests');
    const conversations = table('scheduled_sms_conversations');
    /** The held text's new status; a text never held has no row and is only dropped from the requests. */
    const settle = async (messageId: string, at: string, status: string, extra = '', values: unknown[] = []) => {
      await tx.query(`delete from ${requests} where id = $1`, [messageId]);
      await tx.query(`update ${held} set status = $2, updated_at = $3${extra} where id = $1`, [messageId, status, at, ...values]);
    };
    for (const recorded of events as RecordedEvent[]) {
      const e = { type: recorded.type, data: recorded.data } as SmsEvent;
      const at = recorded.metadata.occurredAt;
      switch (e.type) {
        case 'ConversationStarted':
          await tx.query(`insert into ${conversations} (id, contact_id) values ($1, $2) on conflict (id) do nothing`, [e.data.conversationId, e.data.contactId]);
          break;
        case 'SmsSendRequested':
          await tx.query(
            `insert into ${requests} (id, conversation_id, to_phone, message, contact_id, requested_at)
             values ($1, $2, $3, $4, (select contact_id from ${conversations} where id = $2), $5) on conflict (id) do nothing`,
            [e.data.messageId, e.data.conversationId, e.data.to, e.data.body, at],
          );
          break;
        case 'SmsSendDeferred': {
          const d = e.data;
          const quiet = d.cause === 'quiet-hours';
          // Held again: the new moment and cause, one more retry; the zone and quiet-hours reason of an earlier hold are kept.
          await tx.query(
            `update ${held} set scheduled_for = $2, hold_cause = $3, hold_reason = $4, quiet_hours_reason = coalesce($5, quiet_hours_reason),
                    timezone = coalesce($6, timezone), retry_count = retry_count + 1, last_attempt = $7, status = 'pending', updated_at = $7
              where id = $1`,
            [d.messageId, d.until, d.cause, d.reason, quiet ? d.reason : null, d.timezone, at],
          );
          // Held the first time: moved over from the requests.
          await tx.query(
            `with moved as (delete from ${requests} where id = $1 returning *)
             insert into ${held} (id, conversation_id, to_phone, message, contact_id, scheduled_for, status, hold_cause, hold_reason, quiet_hours_reason,
                                  original_send_time, timezone, retry_count, last_attempt, updated_at)
             select id, conversation_id, to_phone, message, contact_id, $2, 'pending', $3, $4, $5, requested_at, $6, 0, $7, $7 from moved
             on conflict (id) do nothing`,
            [d.messageId, d.until, d.cause, d.reason, quiet ? d.reason : null, d.timezone, at],
          );
          break;
        }
        case 'SmsSendStarted':
          await tx.query(`update ${held} set status = 'sending', last_attempt = $2, updated_at = $3 where id = $1`, [e.data.messageId, e.data.startedAt, at]);
          break;
        case 'SmsSent':
          await settle(e.data.messageId, at, 'sent', ', sent_at = $4, error_message = null', [at]);
          break;
        case 'SmsSendFailed':
          await settle(e.data.messageId, at, 'failed', ', error_message = $4', [e.data.error]);
          break;
        case 'SmsSendOutcomeUnknown':
          await settle(e.data.messageId, at, 'unknown', ', error_message = $4', [e.data.reason]);
          break;
        default:
          break;
      }
    }
  },
};
