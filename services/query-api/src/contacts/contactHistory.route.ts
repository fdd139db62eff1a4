import { CALL_OUTCOME_LABELS, CALL_STATUS_LABELS, contactHistory, contactIdParams, noQuery } from '@outreach/contracts';
import { notFound } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';

const SOURCES: Record<string, string> = {
  csv: 'a CSV file',
  'rental-page': 'the rental agents page',
  production: 'Import to Production',
  demo: 'demo data',
  manual: 'manual entry',
};

const row = z.object({
  event_id: z.string(),
  event_type: z.string(),
  occurred_at: z.string(),
  actor_name: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});

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
    { config: { projections: ['auditTrail', 'outboundEmails', 'campaigns'] }, schema: { params: contactIdParams, querystring: noQuery, response: { 200: contactHistory } } },
    async (request) => {
      const { id } = request.params;
      const rows = await runtime.db.any(sql.type(row)`
        select event_id::text, event_type, occurred_at, actor_name, data from read.audit_trail
         where stream_id = ${`contact-${id}`} order by stream_revision desc limit 500`);
      if (rows.length === 0) throw notFound('Contact not found');
      const emails = await runtime.db.any(sql.type(emailRow)`
        select o.id::text, o.subject, o.status, o.reason, o.queued_at, o.sent_at, o.updated_at, c.name as campaign_name,
               o.reply_count, o.last_reply_at, o.last_reply_snippet
          from read.outbound_emails o left join read.campaigns c on c.id::text = o.campaign_id
         where o.contact_id = ${id} order by o.queued_at desc limit 200`);
      return [
        ...rows.map((r) => {
          const { summary, at } = summarize(r.event_type, r.data);
          return { id: r.event_id, type: r.event_type, summary, occurredAt: at ?? r.occurred_at, actor: r.actor_name };
        }),
        ...emails.flatMap(emailEntries),
      ].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
    },
  );
}
