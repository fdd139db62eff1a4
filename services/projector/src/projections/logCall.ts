import type { ContactEvent, RecordedEvent } from '@outreach/domain';
import type { ProjectionContext } from '../projection.ts';

/**
 * The contacts projection's part of "log a call": a CallLogged event adds a row to read.call_logs
 * (GET /api/call-logs) and moves the contact's call columns (total calls, last call, follow-up),
 * the newest call by when it happened deciding them.
 */
export async function projectLogCall(ctx: ProjectionContext, event: RecordedEvent): Promise<void> {
  const d = (event as unknown as { data: Extract<ContactEvent, { type: 'CallLogged' }>['data'] }).data;
  const actor = event.metadata.actor;
  await ctx.tx.query(
    `insert into ${ctx.table('call_logs')} (id, contact_id, phone_number, call_status, outcome, notes, follow_up_required, follow_up_date, called_at, user_id, username)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (id) do nothing`,
    [
      d.callId,
      d.contactId,
      d.phoneNumber,
      d.callStatus,
      d.outcome,
      d.notes,
      d.followUpRequired,
      d.followUpDate,
      d.calledAt,
      actor.kind === 'user' ? actor.id : null,
      actor.kind === 'user' ? actor.username : null,
    ],
  );
  // The newest call (by when it happened) decides the contact's call status and follow-up.
  await ctx.tx.query(
    `update ${ctx.table('contacts')} set
        total_calls = total_calls + 1,
        last_call_status = case when last_call_at is null or $2 >= last_call_at then $3 else last_call_status end,
        last_call_outcome = case when last_call_at is null or $2 >= last_call_at then $4 else last_call_outcome end,
        last_outcome = case when $4::text is not null and (last_call_at is null or $2 >= last_call_at) then $4 else last_outcome end,
        needs_follow_up = case when last_call_at is null or $2 >= last_call_at then $5 else needs_follow_up end,
        follow_up_date = case when last_call_at is null or $2 >= last_call_at then $6::date else follow_up_date end,
        last_call_at = greatest(last_call_at, $2),
        updated_at = $7
      where id = $1`,
    [d.contactId, d.calledAt, d.callStatus, d.outcome, d.followUpRequired, d.followUpDate, event.metadata.occurredAt],
  );
}
