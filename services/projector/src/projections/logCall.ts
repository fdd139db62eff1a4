import type { ContactEvent, RecordedEvent } from '@outreach/domain';
import type { ProjectionContext } from '../projection.ts';

type CallData = Extract<ContactEvent, { type: 'CallLogged' }>['data'];

/** A newer call than the contact's last (by when it happened) decides the contact's call columns. */
const NEWER = 'c.last_call_at is null or r.called_at >= c.last_call_at';

/**
 * The contacts projection's part of "log a call", for calls on distinct contacts (see
 * applyContactEdits): each CallLogged adds a row to read.call_logs (GET /api/call-logs) and moves
 * its contact's call columns (total calls, last call, follow-up), the newest call by when it
 * happened deciding them. One statement for the calls' rows, one for their contacts.
 */
export async function projectLoggedCalls(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const rows = events.map((event) => {
    const d = event.data as CallData;
    const actor = event.metadata.actor;
    return {
      id: d.callId,
      contact_id: d.contactId,
      phone_number: d.phoneNumber,
      call_status: d.callStatus,
      outcome: d.outcome,
      notes: d.notes,
      follow_up_required: d.followUpRequired,
      follow_up_date: d.followUpDate,
      called_at: d.calledAt,
      user_id: actor.kind === 'user' ? actor.id : null,
      username: actor.kind === 'user' ? actor.username : null,
      at: event.metadata.occurredAt,
    };
  });
  const recordset = `jsonb_to_recordset($1::jsonb) as r(id text, contact_id uuid, phone_number text, call_status text, outcome text, notes text,
    follow_up_required boolean, follow_up_date date, called_at timestamptz, user_id text, username text, at timestamptz)`;
  const json = JSON.stringify(rows);
  await ctx.tx.query(
    `insert into ${ctx.table('call_logs')} (id, contact_id, phone_number, call_status, outcome, notes, follow_up_required, follow_up_date, called_at, user_id, username)
     select id, contact_id, phone_number, call_status, outcome, notes, follow_up_required, follow_up_date, called_at, user_id, username from ${recordset}
     on conflict (id) do nothing`,
    [json],
  );
  await ctx.tx.query(
    `update ${ctx.table('contacts')} as c set
        total_calls = c.total_calls + 1,
        last_call_status = case when ${NEWER} then r.call_status else c.last_call_status end,
        last_call_outcome = case when ${NEWER} then r.outcome else c.last_call_outcome end,
        last_outcome = case when r.outcome is not null and (${NEWER}) then r.outcome else c.last_outcome end,
        needs_follow_up = case when ${NEWER} then r.follow_up_required else c.needs_follow_up end,
        follow_up_date = case when ${NEWER} then r.follow_up_date else c.follow_up_date end,
        last_call_at = greatest(c.last_call_at, r.called_at),
        updated_at = r.at
       from ${recordset}
      where c.id = r.contact_id`,
    [json],
  );
}
