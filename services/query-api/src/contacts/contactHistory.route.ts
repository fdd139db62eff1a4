import { CALL_OUTCOME_LABELS, CALL_STATUS_LABELS, contactHistory, contactIdParams, noQuery } from '@outreach/contracts';
import { actorName, contactStream, notFound, type RecordedEvent } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';

/** The contact's own events a history shows at most, newest first. */
const HISTORY_EVENTS = 500;

const SOURCES: Record<string, string> = {
  csv: 'a CSV file',
  'rental-page': 'the rental agents page',
  production: 'Import to Production',
  demo: 'demo data',
  manual: 'manual entry',
};

/** One line a person reads for each event of a contact's history. */
export function summarize(type: string, data: Record<string, unknown>): { summary: string; at?: string } {
  switch (type) {
    case 'ContactImported': {
      const shared = data.phoneSharedWith ? '; its mobile phone is also another contact’s (a different e-mail, so a different agent)' : '';
      return { summary: `Imported from ${SOURCES[String(data.source)] ?? String(data.source)}${shared}` };
    }
    case 'ContactMerged':
      return { summary: `Details merged from ${SOURCES[String(data.source)] ?? String(data.source)}` };
    case 'ContactUpdated': {
      const status = data.status ? `; status changed from ${String(data.previousStatus)} to ${String(data.status)}` : '';
      return { summary: `Edited ${Object.keys((data.changes as object) ?? {}).join(', ')}${status}` };
    }
    case 'ContactStatusChanged':
      return { summary: `Status changed from ${String(data.previousStatus)} to ${String(data.status)}` };
    case 'CallLogged': {
      const status = CALL_STATUS_LABELS[data.callStatus as keyof typeof CALL_STATUS_LABELS] ?? String(data.callStatus);
      const outcome = data.outcome ? `, ${CALL_OUTCOME_LABELS[data.outcome as keyof typeof CALL_OUTCOME_LABELS] ?? String(data.outcome)}` : '';
      const followUp = data.followUpRequired ? `, follow-up${data.followUpDate ? ` on ${String(data.followUpDate)}` : ''}` : '';
      const notes = data.notes ? ` — ${String(data.notes)}` : '';
      return { summary: `Call: ${status}${outcome}${followUp}${notes}`, at: String(data.calledAt) };
    }
    case 'CommunicationMarked':
      return { summary: data.channel === 'email' ? 'Email marked as sent' : 'Text marked as sent' };
    default:
      return { summary: type };
  }
}

const emailRow = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.string(),
  reason: z.string().nullable(),
  queued_at: z.string(),
  sent_at: z.string().nullable(),
  updated_at: z.string(),
  campaign_name: z.string().nullable(),
  reply_count: z.number(),
  last_reply_at: z.string().nullable(),
  last_reply_snippet: z.string().nullable(),
});
type EmailRow = z.infer<typeof emailRow>;

const EMAIL_OUTCOMES: Record<string, [type: string, words: string]> = {
  queued: ['EmailQueued', 'queued'],
  deferred: ['EmailQueued', 'waiting'],
  sending: ['EmailQueued', 'being sent'],
  sent: ['EmailSent', 'sent'],
  skipped: ['EmailSkipped', 'not sent'],
  failed: ['EmailFailed', 'failed'],
  bounced: ['EmailBounced', 'bounced'],
  complained: ['EmailComplained', 'reported as spam'],
  unknown: ['EmailOutcomeUnknown', 'outcome unknown'],
};

/** The e-mails the contact was sent (a campaign's, a sequence's, a test) with their outcome, and the replies read. */
function emailEntries(email: EmailRow) {
  const [type, words] = EMAIL_OUTCOMES[email.status] ?? ['EmailQueued', email.status];
  const from = email.campaign_name ? ` (campaign ${email.campaign_name})` : '';
  const why = email.reason && !['sent', 'queued'].includes(email.status) ? `: ${email.reason}` : '';
  const entries = [{ id: email.id, type, summary: `Email "${email.subject}"${from} ${words}${why}`, occurredAt: email.sent_at ?? email.updated_at ?? email.queued_at, actor: null }];
  if (email.reply_count > 0 && email.last_reply_at) {
    const more = email.reply_count > 1 ? ` (${email.reply_count} replies)` : '';
    entries.push({ id: `${email.id}-reply`, type: 'EmailReplied', summary: `Replied to "${email.subject}"${more}: ${email.last_reply_snippet ?? ''}`.trim(), occurredAt: email.last_reply_at, actor: null });
  }
  return entries;
}

/** GET /api/contacts/{id}/history: calls, e-mails and their replies, status changes, edits and imports, newest first. */
export function registerContactHistoryRoute(app: TypedApp, runtime: Runtime): void {
  app.get(
    '/api/contacts/:id/history',
    { config: { projections: ['outboundEmails', 'campaigns'] }, schema: { params: contactIdParams, querystring: noQuery, response: { 200: contactHistory } } },
    async (request) => {
      const { id } = request.params;
      // The contact's own events from the event store (its newest HISTORY_EVENTS), the e-mails from their read model.
      const events: RecordedEvent[] = [];
      for await (const event of runtime.eventStore.readStream(contactStream(id), { direction: 'backwards', maxCount: HISTORY_EVENTS })) events.push(event);
      if (events.length === 0) throw notFound('Contact not found');
      const emails = await runtime.db.any(sql.type(emailRow)`
        select o.id::text, o.subject, o.status, o.reason, o.queued_at, o.sent_at, o.updated_at, c.name as campaign_name,
               o.reply_count, o.last_reply_at, o.last_reply_snippet
          from read.outbound_emails o left join read.campaigns c on c.id::text = o.campaign_id
         where o.contact_id = ${id} order by o.queued_at desc limit 200`);
      return [
        ...events.map((e) => {
          const { summary, at } = summarize(e.type, e.data as Record<string, unknown>);
          return { id: e.eventId, type: e.type, summary, occurredAt: at ?? e.metadata.occurredAt, actor: actorName(e.metadata.actor) };
        }),
        ...emails.flatMap(emailEntries),
      ].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
    },
  );
}
