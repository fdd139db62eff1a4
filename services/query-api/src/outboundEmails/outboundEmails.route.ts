import { idParams, noQuery, outboundEmailDetail, outboundEmailList, outboundEmailsQuery, outboundEmailView, type OutboundEmailView } from '@outreach/contracts';
import { invalid, notFound } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';

const COLUMNS = sql.fragment`id::text as id, to_email as "to", to_name as "toName", subject, status, reason, provider, source, campaign_id as "campaignId",
  email_account_id::text as "emailAccountId", attempts, queued_at as "queuedAt", due_at as "dueAt", sent_at as "sentAt", updated_at as "updatedAt",
  delivered_at as "deliveredAt", opened_at as "openedAt", clicked_at as "clickedAt", complained_at as "complainedAt", unsubscribed_at as "unsubscribedAt"`;

/** A page cursor: the queued time and id of the last row of a page, base64url. */
const cursorOf = (e: OutboundEmailView) => Buffer.from(JSON.stringify([e.queuedAt, e.id])).toString('base64url');
function readCursor(cursor: string): [string, string] {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(at)) && /^[0-9a-f-]{36}$/.test(id)) return [at, id];
  } catch {
    // falls through to the refusal
  }
  throw invalid('after is not a page cursor of this list');
}

/**
 * GET /api/outbound-emails: the e-mails the engine was asked to send, newest first, by status,
 * campaign or the sandbox's simulated ones (`sandbox=true`: the outbox); GET /api/outbound-emails/{id}:
 * one with its content and the simulated message.
 */
export function registerOutboundEmailRoutes(app: TypedApp, runtime: Runtime): void {
  const config = { projections: ['outboundEmails'] };
  app.get('/api/outbound-emails', { config, schema: { querystring: outboundEmailsQuery, response: { 200: outboundEmailList } } }, async (request) => {
    const q = request.query;
    const conditions = [sql.fragment`true`];
    if (q.status) conditions.push(sql.fragment`status = ${q.status}`);
    if (q.sandbox) conditions.push(q.sandbox === 'true' ? sql.fragment`email_account_id is null` : sql.fragment`email_account_id is not null`);
    if (q.campaignId) conditions.push(sql.fragment`campaign_id = ${q.campaignId}`);
    if (q.after) {
      const [at, id] = readCursor(q.after);
      conditions.push(sql.fragment`(queued_at, id) < (${at}::timestamptz, ${id}::uuid)`);
    }
    const rows = await runtime.db.any(sql.type(outboundEmailView)`
      select ${COLUMNS} from read.outbound_emails where ${sql.join(conditions, sql.fragment` and `)}
       order by queued_at desc, id desc limit ${q.limit + 1}`);
    const emails = rows.slice(0, q.limit);
    return { emails, nextCursor: rows.length > q.limit ? cursorOf(emails.at(-1)!) : null };
  });

  app.get('/api/outbound-emails/:id', { config, schema: { params: idParams, querystring: noQuery, response: { 200: outboundEmailDetail } } }, async (request) => {
    const row = await runtime.db.maybeOne(
      sql.type(outboundEmailDetail)`select ${COLUMNS}, body_text as text, body_html as html, simulated from read.outbound_emails where id = ${request.params.id}`,
    );
    if (!row) throw notFound('E-mail not found');
    return row;
  });
}
