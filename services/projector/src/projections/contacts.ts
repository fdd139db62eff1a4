import { liveUpdateNotification } from '@outreach/contracts';
import { FIELD_MERGE, type ContactEvent, type ContactFields, type RecordedEvent } from '@outreach/domain';
import type { Notification, Projection, ProjectionContext } from '../projection.ts';
import { CONTACT_COLUMNS, fieldRow, recordsetColumns } from './contactColumns.ts';
import { applyContactEdits, editedContact, isContactEdit } from './contactEdits.ts';
import { applyContactEmailActivity, CONTACT_EMAIL_EVENTS, isContactEmailEvent } from './contactEmailActivity.ts';
import { countSent, followContactsOnSentLists } from './contactSentLists.ts';
import { applyContactTextActivity, CONTACT_TEXT_EVENTS, isContactTextEvent } from './contactTextActivity.ts';

const ALL_FIELDS = Object.keys(CONTACT_COLUMNS) as (keyof ContactFields)[];

/** The fields contact search looks at (read.contacts.search_text); with status, what a search answer depends on. */
const SEARCHED_FIELDS = new Set<keyof ContactFields>(['firstName', 'lastName', 'agentName', 'email', 'company', 'phone']);

const touchesSearch = (fields: Partial<ContactFields>, changed: (value: unknown) => boolean) =>
  (Object.keys(fields) as (keyof ContactFields)[]).some((f) => SEARCHED_FIELDS.has(f) && changed(fields[f]));

/** Whether applying the event may change which contacts a search or status filter finds. */
function changesSearchResults(event: RecordedEvent): boolean {
  const e = { type: event.type, data: event.data } as ContactEvent;
  switch (e.type) {
    case 'ContactImported':
    case 'ContactStatusChanged':
      return true;
    case 'ContactMerged':
      return touchesSearch(e.data.fields, (value) => value !== null);
    case 'ContactUpdated':
      return e.data.status !== undefined || touchesSearch(e.data.changes, () => true);
    default:
      return false;
  }
}

async function bumpSearchGeneration(ctx: ProjectionContext): Promise<void> {
  await ctx.tx.query(
    `insert into ${ctx.table('contact_search_generation')} (id, generation) values (true, gen_random_uuid())
     on conflict (id) do update set generation = excluded.generation`,
  );
}

type InsertedRow = { id: string; tier: string; with_phone: boolean };

/**
 * Inserts the imported contacts (those already there are left alone); answers the rows it inserted, by tier.
 * An import that begins its contact's stream is a plain insert (each event is applied once, so no row can be
 * there yet), which PostgreSQL writes without a speculative insertion per row; a later one may find its row.
 */
async function insertImported(ctx: ProjectionContext, events: RecordedEvent[]): Promise<InsertedRow[]> {
  const first = events.filter((e) => e.revision === 0n);
  const later = events.filter((e) => e.revision !== 0n);
  return [...(first.length ? await insertRows(ctx, first, '') : []), ...(later.length ? await insertRows(ctx, later, 'on conflict (id) do nothing') : [])];
}

async function insertRows(ctx: ProjectionContext, events: RecordedEvent[], onConflict: string): Promise<InsertedRow[]> {
  const rows = events.map((e) => {
    const data = (e as unknown as { data: Extract<ContactEvent, { type: 'ContactImported' }>['data'] }).data;
    return {
      id: data.contactId,
      status: data.status,
      import_source: data.source,
      staged_agent_id: data.stagedAgentId,
      at: e.metadata.occurredAt,
      ...fieldRow({ ...data.fields, totalListingsForRent: data.fields.totalListingsForRent ?? 0 }, ALL_FIELDS),
    };
  });
  const columns = ALL_FIELDS.map((f) => CONTACT_COLUMNS[f]);
  const inserted = await ctx.tx.query<InsertedRow>(
    `insert into ${ctx.table('contacts')} (id, status, import_source, staged_agent_id, created_at, updated_at, ${columns.join(', ')})
     select id, status, import_source, staged_agent_id, at, at, ${columns.join(', ')}
       from jsonb_to_recordset($1::jsonb) as r(id uuid, status text, import_source text, staged_agent_id text, at timestamptz, ${recordsetColumns(ALL_FIELDS)})
     ${onConflict}
     returning id::text as id, tier, phone is not null as with_phone`,
    [JSON.stringify(rows)],
  );
  return inserted.rows;
}

/** The domain's merge rule (FIELD_MERGE, as `mergeFields` folds it) in SQL: `newer` replaces, `fill` fills a blank. */
async function applyMerge(ctx: ProjectionContext, contactId: string, fields: ContactFields, at: string): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [contactId, at];
  for (const f of ALL_FIELDS) {
    if (fields[f] === null) continue;
    values.push(fields[f]);
    const column = CONTACT_COLUMNS[f];
    sets.push(FIELD_MERGE[f] === 'newer' ? `${column} = $${values.length}` : `${column} = coalesce(${column}, $${values.length})`);
  }
  if (sets.length === 0) return;
  await ctx.tx.query(`update ${ctx.table('contacts')} set ${sets.join(', ')}, updated_at = $2 where id = $1`, values);
}

async function applyCommunication(ctx: ProjectionContext, event: RecordedEvent): Promise<void> {
  const d = (event as unknown as { data: Extract<ContactEvent, { type: 'CommunicationMarked' }>['data'] }).data;
  await ctx.tx.query(
    `with marked as (insert into ${ctx.table('communications')} (contact_id, channel, sent_at) values ($1, $2, $3) returning contact_id, sent_at),
     ${countSent(ctx, d.channel === 'email' ? 'email' : 'text', 'marked', 'updated_at = $3')}`,
    [d.contactId, d.channel, d.at],
  );
}

/** Existing contacts whose tier or phone the events may change (merges, edits): counted before and after the batch. */
function tierAffected(events: readonly RecordedEvent[]): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    if (event.type === 'ContactMerged' || event.type === 'ContactUpdated') ids.add((event.data as { contactId: string }).contactId);
  }
  return [...ids];
}

type TierTally = Map<string, { contacts: number; withPhone: number }>;

function addToTally(tally: TierTally, tier: string, withPhone: boolean): void {
  const t = tally.get(tier) ?? { contacts: 0, withPhone: 0 };
  t.contacts += 1;
  if (withPhone) t.withPhone += 1;
  tally.set(tier, t);
}

async function tallyTiers(ctx: ProjectionContext, ids: readonly string[]): Promise<TierTally> {
  const { rows } = await ctx.tx.query<{ tier: string; contacts: number; with_phone: number }>(
    `select tier, count(*)::int as contacts, (count(*) filter (where phone is not null))::int as with_phone
       from ${ctx.table('contacts')} where id = any($1::uuid[]) group by tier`,
    [ids],
  );
  return new Map(rows.map((r) => [r.tier, { contacts: r.contacts, withPhone: r.with_phone }]));
}

/** Moves the per-tier counts by what the batch changed: the edited contacts before → after, plus the contacts it inserted. */
async function applyTierDelta(ctx: ProjectionContext, before: TierTally, after: TierTally, inserted: TierTally): Promise<void> {
  const tiers = new Set([...before.keys(), ...after.keys(), ...inserted.keys()]);
  const rows = [...tiers]
    .map((tier) => ({
      tier,
      contacts: (after.get(tier)?.contacts ?? 0) + (inserted.get(tier)?.contacts ?? 0) - (before.get(tier)?.contacts ?? 0),
      withPhone: (after.get(tier)?.withPhone ?? 0) + (inserted.get(tier)?.withPhone ?? 0) - (before.get(tier)?.withPhone ?? 0),
    }))
    .filter((r) => r.contacts !== 0 || r.withPhone !== 0);
  if (rows.length === 0) return;
  await ctx.tx.query(
    `insert into ${ctx.table('contact_tier_counts')} (tier, contacts, with_phone)
     select tier, contacts, with_phone from jsonb_to_recordset($1::jsonb) as r(tier text, contacts int, with_phone int)
     on conflict (tier) do update set contacts = ${ctx.table('contact_tier_counts')}.contacts + excluded.contacts,
                                     with_phone = ${ctx.table('contact_tier_counts')}.with_phone + excluded.with_phone`,
    [JSON.stringify(rows.map((r) => ({ tier: r.tier, contacts: r.contacts, with_phone: r.withPhone })))],
  );
}

/**
 * read.contacts, read.call_logs, read.communications and the calling lists of contacts e-mailed and
 * texted (read.contact_sent_lists, which follow their contacts' listings and phones). Runs of
 * imports are inserted set-based (rebuilds and bulk imports are mostly imports), and so are runs of
 * e-mail activity (the e-mails the sending engine sent a contact), of text activity, and of edits,
 * status changes and calls of distinct contacts (applyContactEdits); other events apply in order. A
 * batch that may change search results also moves read.contact_search_generation on. Version 2:
 * the contact shows whether its mobile number opted out of texts.
 */
export const contacts: Projection = {
  name: 'contacts',
  // 3: per-tier counts kept beside the contacts (rebuilt once on the first start with them).
  // 4: the e-mails the sending engine sent and the newest check of the address (rebuilt once to count the sends before it).
  // 5: the texts sent in a contact's conversations (rebuilt once to count the texts before it).
  version: 5,
  tables: ['contacts', 'call_logs', 'communications', 'contact_search_generation', 'contact_tier_counts', 'contact_conversations', 'contact_sent_lists'],
  handles: [
    'ContactImported',
    'ContactMerged',
    'ContactUpdated',
    'ContactStatusChanged',
    'CallLogged',
    'CommunicationMarked',
    'SmsOptedOut',
    'SmsOptedIn',
    ...CONTACT_EMAIL_EVENTS,
    ...CONTACT_TEXT_EVENTS,
  ],
  async apply(ctx, events) {
    const notifications: Notification[] = [];
    // Edited contacts are counted before and after the batch; inserted ones from what the insert answers
    // (an import of a contact the batch also edits is in the count after it).
    const tierIds = tierAffected(events);
    const edited = new Set(tierIds);
    const tiersBefore = tierIds.length ? await tallyTiers(ctx, tierIds) : new Map();
    const inserted: TierTally = new Map();
    // A run of imports, of e-mail activity, of text activity or of edits of distinct contacts, applied set-based when another kind of event comes.
    let run: RecordedEvent[] = [];
    let runOf: 'imports' | 'emails' | 'texts' | 'edits' | null = null;
    /** The contacts a run of edits has edited: one edited again starts a new run, so that each run's edits can go in any order. */
    const editedInRun = new Set<string>();
    const flush = async () => {
      if (runOf === 'imports') for (const row of await insertImported(ctx, run)) if (!edited.has(row.id)) addToTally(inserted, row.tier, row.with_phone);
      if (runOf === 'emails') await applyContactEmailActivity(ctx, run);
      if (runOf === 'texts') await applyContactTextActivity(ctx, run);
      if (runOf === 'edits') await applyContactEdits(ctx, run);
      run = [];
      runOf = null;
      editedInRun.clear();
    };
    let changed = 0;
    for (const event of events) {
      const kind = event.type === 'ContactImported' ? 'imports' : isContactEmailEvent(event) ? 'emails' : isContactTextEvent(event) ? 'texts' : isContactEdit(event) ? 'edits' : null;
      if (kind === 'edits') {
        if (runOf !== 'edits' || editedInRun.has(editedContact(event))) await flush();
        run.push(event);
        runOf = kind;
        editedInRun.add(editedContact(event));
        if (event.type === 'CallLogged') {
          const d = event.data as Extract<ContactEvent, { type: 'CallLogged' }>['data'];
          notifications.push(liveUpdateNotification('call_logged', { contactId: d.contactId, callStatus: d.callStatus }));
        }
        changed++;
        continue;
      }
      if (kind) {
        if (runOf !== kind) await flush();
        run.push(event);
        runOf = kind;
        // No notification for e-mail sends: a campaign's thousands of them would reload every open contact list.
        // A text the provider took shows on the calling lists (Sent Text): texts go a few a second per number at most.
        if (kind === 'imports' || event.type === 'SmsSent') changed++;
        continue;
      }
      await flush();
      if (event.type === 'SmsOptedOut' || event.type === 'SmsOptedIn') {
        // Opting out is per phone number: every contact with that mobile number shows it.
        const d = event.data as { phoneNumber: string };
        await ctx.tx.query(`update ${ctx.table('contacts')} set sms_opted_out = $2 where phone = $1`, [d.phoneNumber, event.type === 'SmsOptedOut']);
        changed++;
        continue;
      }
      const e = { type: event.type, data: event.data } as ContactEvent;
      const at = event.metadata.occurredAt;
      switch (e.type) {
        case 'ContactMerged':
          await applyMerge(ctx, e.data.contactId, e.data.fields, at);
          break;
        case 'CommunicationMarked':
          await applyCommunication(ctx, event);
          break;
        default:
          break;
      }
      changed++;
    }
    await flush();
    if (tierIds.length) await followContactsOnSentLists(ctx, tierIds);
    if (tierIds.length || inserted.size) await applyTierDelta(ctx, tiersBefore, tierIds.length ? await tallyTiers(ctx, tierIds) : new Map(), inserted);
    if (events.some(changesSearchResults)) await bumpSearchGeneration(ctx);
    if (changed) notifications.push(liveUpdateNotification('contacts_changed', { changed }));
    return notifications;
  },
};
