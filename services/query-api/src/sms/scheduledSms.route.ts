import { scheduledSmsList, scheduledSmsQuery, scheduledSmsView, type ScheduledSmsView } from '@outreach/contracts';
import { invalid } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';

/** A page cursor: the moment and id of the last row of a page, base64url. */
const cursorOf = (m: ScheduledSmsView) => Buffer.from(JSON.stringify([m.scheduledFor, m.id])).toString('base64url');
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
 * GET /api/sms/scheduled: the texts the sending engine held back (the recipient's quiet hours, the
 * number's rate), soonest first, by status (`pending`: still held), a page at a time.
 */
export function registerScheduledSmsRoute(app: TypedApp, runtime: Runtime): void {
  app.get(
    '/api/sms/scheduled',
    { config: { projections: ['scheduledSmsMessages'] }, schema: { querystring: scheduledSmsQuery, response: { 200: scheduledSmsList } } },
    async (request) => {
      const q = request.query;
      const conditions = [sql.fragment`true`];
      if (q.status) conditions.push(sql.fragment`status = ${q.status}`);
      if (q.after) {
        const [at, id] = readCursor(q.after);
        conditions.push(sql.fragment`(scheduled_for, id) > (${at}::timestamptz, ${id}::uuid)`);
      }
      const rows = await runtime.db.any(sql.type(scheduledSmsView)`
        select id::text as id, conversation_id::text as "conversationId", to_phone as "toPhone", message, contact_id::text as "contactId",
               campaign_id as "campaignId", scheduled_for as "scheduledFor", status, hold_cause as "holdCause", hold_reason as "holdReason",
               quiet_hours_reason as "quietHoursReason", original_send_time as "originalSendTime", timezone, retry_count as "retryCount",
               last_attempt as "lastAttempt", error_message as "errorMessage", sent_at as "sentAt"
          from read.scheduled_sms_messages where ${sql.join(conditions, sql.fragment` and `)}
         order by scheduled_for, id limit ${q.limit + 1}`);
      const messages = rows.slice(0, q.limit);
      return { messages, nextCursor: rows.length > q.limit ? cursorOf(messages.at(-1)!) : null };
    },
  );
}
