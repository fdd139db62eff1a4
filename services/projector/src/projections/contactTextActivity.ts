import type { RecordedEvent } from '@outreach/domain';
import type { ProjectionContext } from '../projection.ts';
import { countSent } from './contactSentLists.ts';

/** The events of SMS conversations the contacts projection folds: a conversation started with a contact, a text the provider took. */
export const CONTACT_TEXT_EVENTS = ['ConversationStarted', 'SmsSent'] as const;

const TEXT_EVENTS = new Set<string>(CONTACT_TEXT_EVENTS);

/** Whether the contacts projection folds the event as text activity. */
export const isContactTextEvent = (event: RecordedEvent) => TEXT_EVENTS.has(event.type);

/**
 * A run of text activity, set-based: a conversation started with a contact is remembered
 * (read.contact_conversations); each text the provider took in it (SmsSent: a direct text, a reply
 * from the inbox, a campaign's) counts for that contact (texts_sent_count, last_text_sent, a row
 * of read.communications), and its first puts the contact on the calling list's Sent Text filter. A
 * conversation always starts before its first text, so remembering the run's conversations first
 * keeps their order.
 */
export async function applyContactTextActivity(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const started = events
    .filter((e) => e.type === 'ConversationStarted')
    .map((e) => e.data as { conversationId: string; contactId: string | null })
    .filter((c) => c.contactId !== null)
    .map((c) => ({ conversation_id: c.conversationId, contact_id: c.contactId }));
  if (started.length > 0) {
    await ctx.tx.query(
      `insert into ${ctx.table('contact_conversations')} (conversation_id, contact_id)
       select conversation_id, contact_id from jsonb_to_recordset($1::jsonb) as s(conversation_id text, contact_id uuid)
       on conflict (conversation_id) do nothing`,
      [JSON.stringify(started)],
    );
  }
  const sent = events.filter((e) => e.type === 'SmsSent').map((e) => ({ conversation_id: (e.data as { conversationId: string }).conversationId, sent_at: e.metadata.occurredAt }));
  if (sent.length === 0) return;
  await ctx.tx.query(
    `with texts as (
       insert into ${ctx.table('communications')} (contact_id, channel, sent_at)
       select cc.contact_id, 'text', t.sent_at
         from jsonb_to_recordset($1::jsonb) as t(conversation_id text, sent_at timestamptz)
         join ${ctx.table('contact_conversations')} cc on cc.conversation_id = t.conversation_id
       returning contact_id, sent_at),
     ${countSent(ctx, 'text', 'texts')}`,
    [JSON.stringify(sent)],
  );
}
