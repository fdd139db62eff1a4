import type { ContactEvent, ContactFields, RecordedEvent } from '@outreach/domain';
import type { ProjectionContext } from '../projection.ts';
import { CONTACT_COLUMNS, recordsetColumns } from './contactColumns.ts';
import { projectLoggedCalls } from './logCall.ts';

const EDIT_EVENTS = new Set(['ContactUpdated', 'ContactStatusChanged', 'CallLogged']);

/** Whether the contacts projection folds the event as an edit of one contact (applyContactEdits). */
export const isContactEdit = (event: RecordedEvent) => EDIT_EVENTS.has(event.type);

/** The contact an edit is about. */
export const editedContact = (event: RecordedEvent) => (event.data as { contactId: string }).contactId;

type Updated = Extract<ContactEvent, { type: 'ContactUpdated' }>['data'];

/** The fields an edit changes, in a fixed order, and whether it changes the status too: edits alike are written by one statement. */
function updateShape(data: Updated): { fields: (keyof ContactFields)[]; status: boolean } {
  return { fields: (Object.keys(data.changes) as (keyof ContactFields)[]).sort(), status: data.status !== undefined };
}

/** Edits of one shape: their fields and status, one statement. */
async function applyUpdates(ctx: ProjectionContext, events: readonly RecordedEvent[], shape: ReturnType<typeof updateShape>): Promise<void> {
  const sets = shape.fields.map((f) => `${CONTACT_COLUMNS[f]} = r.${CONTACT_COLUMNS[f]}`);
  if (shape.status) sets.push('status = r.status');
  if (sets.length === 0) return;
  const rows = events.map((event) => {
    const d = event.data as Updated;
    const row: Record<string, unknown> = { id: d.contactId, at: event.metadata.occurredAt, status: d.status ?? null };
    for (const f of shape.fields) row[CONTACT_COLUMNS[f]] = f === 'totalListingsForRent' ? (d.changes[f] ?? 0) : d.changes[f];
    return row;
  });
  const columns = shape.fields.length ? `, ${recordsetColumns(shape.fields)}` : '';
  await ctx.tx.query(
    `update ${ctx.table('contacts')} as c set ${sets.join(', ')}, updated_at = r.at
       from jsonb_to_recordset($1::jsonb) as r(id uuid, at timestamptz, status text${columns})
      where c.id = r.id`,
    [JSON.stringify(rows)],
  );
}

async function applyStatusChanges(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const rows = events.map((event) => {
    const d = event.data as Extract<ContactEvent, { type: 'ContactStatusChanged' }>['data'];
    return { id: d.contactId, status: d.status, at: event.metadata.occurredAt };
  });
  await ctx.tx.query(
    `update ${ctx.table('contacts')} as c set status = r.status, updated_at = r.at
       from jsonb_to_recordset($1::jsonb) as r(id uuid, status text, at timestamptz)
      where c.id = r.id`,
    [JSON.stringify(rows)],
  );
}

/**
 * Edits, status changes and calls, each of a different contact (the caller cuts the batch where a
 * contact comes again), so their order among themselves does not matter: a few statements for all
 * of them (one per kind, and one per shape of edit), where each used to take one or two of its own.
 * A rebuild, a day of calls or a bulk status change is thousands of such events.
 */
export async function applyContactEdits(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const statuses: RecordedEvent[] = [];
  const calls: RecordedEvent[] = [];
  const updates = new Map<string, { shape: ReturnType<typeof updateShape>; events: RecordedEvent[] }>();
  for (const event of events) {
    if (event.type === 'ContactStatusChanged') statuses.push(event);
    else if (event.type === 'CallLogged') calls.push(event);
    else {
      const shape = updateShape(event.data as Updated);
      const key = JSON.stringify(shape);
      const group = updates.get(key) ?? { shape, events: [] };
      group.events.push(event);
      updates.set(key, group);
    }
  }
  for (const { shape, events: alike } of updates.values()) await applyUpdates(ctx, alike, shape);
  if (statuses.length) await applyStatusChanges(ctx, statuses);
  if (calls.length) await projectLoggedCalls(ctx, calls);
}
