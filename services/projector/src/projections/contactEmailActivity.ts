import type { EmailSent, RecordedEvent } from '@outreach/domain';
import type { ProjectionContext } from '../projection.ts';
import { countSent } from './contactSentLists.ts';
import { recipientsOf } from './outcomeRecipients.ts';

/**
 * The events of the sending engine the contacts projection folds: an e-mail sent. (A contact's
 * view reads the newest check of its address from read.email_verifications: a check writes
 * nothing on the contact.)
 */
export const CONTACT_EMAIL_EVENTS = ['EmailSent'] as const;

const EMAIL_EVENTS = new Set<string>(CONTACT_EMAIL_EVENTS);

/** Whether the contacts projection folds the event as e-mail activity. */
export const isContactEmailEvent = (event: RecordedEvent) => EMAIL_EVENTS.has(event.type);

/**
 * A run of e-mails sent, one statement: each counts for its contact (emails_sent_count,
 * last_email_sent, a row of read.communications; its first one puts the contact on the Sent Email
 * calling list).
 */
export async function applyContactEmailActivity(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const sent = events.filter((e) => e.type === 'EmailSent').map((e) => ({ ...(e.data as EmailSent['data']), at: e.metadata.occurredAt }));
  if (sent.length === 0) return;
  const recipients = await recipientsOf(ctx, sent);
  const rows = sent.flatMap((e, i) => {
    const contactId = recipients[i]?.contactId;
    return contactId ? [{ contact_id: contactId, sent_at: e.sentAt ?? e.at }] : [];
  });
  if (rows.length === 0) return;
  await ctx.tx.query(
    `with sent as (
       insert into ${ctx.table('communications')} (contact_id, channel, sent_at)
       select contact_id, 'email', sent_at from json_to_recordset($1::json) as s(contact_id uuid, sent_at timestamptz)
       returning contact_id, sent_at),
     ${countSent(ctx, 'email', 'sent')}`,
    [JSON.stringify(rows)],
  );
}
