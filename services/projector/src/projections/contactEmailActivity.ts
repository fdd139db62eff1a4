import type { RecordedEvent } from '@outreach/domain';
import type { ProjectionContext } from '../projection.ts';
import { countSent } from './contactSentLists.ts';

/**
 * The events of the sending engine the contacts projection folds: an e-mail queued to a contact
 * and its outcome. (A contact's view reads the newest check of its address from
 * read.email_verifications: a check writes nothing on the contact.)
 */
export const CONTACT_EMAIL_EVENTS = ['EmailQueued', 'EmailSent', 'EmailSkipped', 'EmailFailed', 'EmailBounced', 'EmailOutcomeUnknown'] as const;

const EMAIL_EVENTS = new Set<string>(CONTACT_EMAIL_EVENTS);

/** Whether the contacts projection folds the event as e-mail activity. */
export const isContactEmailEvent = (event: RecordedEvent) => EMAIL_EVENTS.has(event.type);

/** An e-mail is done once it has one of these: its contact is known no longer. A transient failure is tried again. */
function finalOutcome(event: RecordedEvent): { messageId: string; sentAt: string | null } | undefined {
  const data = event.data as { messageId: string; sentAt?: string; permanent?: boolean };
  switch (event.type) {
    case 'EmailSent':
      return { messageId: data.messageId, sentAt: data.sentAt ?? event.metadata.occurredAt };
    case 'EmailFailed':
      return data.permanent ? { messageId: data.messageId, sentAt: null } : undefined;
    case 'EmailSkipped':
    case 'EmailBounced':
    case 'EmailOutcomeUnknown':
      return { messageId: data.messageId, sentAt: null };
    default:
      return undefined;
  }
}

/**
 * A run of e-mail activity, set-based, a statement per kind: the e-mails queued to a contact are
 * remembered (read.contact_outbound_emails) until their outcome; each one sent counts for its
 * contact (emails_sent_count, last_email_sent, a row of read.communications; its first one puts
 * the contact on the Sent Email calling list) and the finished ones are forgotten. An e-mail's
 * outcome always comes after it was queued, so queuing the run's e-mails first keeps their order.
 */
export async function applyContactEmailActivity(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const queued = events
    .filter((e) => e.type === 'EmailQueued')
    .map((e) => e.data as { messageId: string; contactId: string | null })
    .filter((e) => e.contactId !== null)
    .map((e) => ({ message_id: e.messageId, contact_id: e.contactId }));
  if (queued.length > 0) {
    await ctx.tx.query(
      `insert into ${ctx.table('contact_outbound_emails')} (message_id, contact_id)
       select message_id, contact_id from json_to_recordset($1::json) as q(message_id text, contact_id uuid)
       on conflict (message_id) do nothing`,
      [JSON.stringify(queued)],
    );
  }

  const outcomes = events.flatMap((e) => finalOutcome(e) ?? []).map((o) => ({ message_id: o.messageId, sent_at: o.sentAt }));
  if (outcomes.length > 0) {
    await ctx.tx.query(
      `with outcome as (select * from json_to_recordset($1::json) as o(message_id text, sent_at timestamptz)),
            done as (
              delete from ${ctx.table('contact_outbound_emails')} m using outcome o where m.message_id = o.message_id
              returning m.contact_id, o.sent_at),
            sent as (
              insert into ${ctx.table('communications')} (contact_id, channel, sent_at)
              select contact_id, 'email', sent_at from done where sent_at is not null
              returning contact_id, sent_at),
            ${countSent(ctx, 'email', 'sent')}`,
      [JSON.stringify(outcomes)],
    );
  }
}
