import { CAMPAIGN_MESSAGES, campaignEventPage, campaignEventsQuery, campaignEventView, idParams, type CampaignEventView } from '@outreach/contracts';
import { invalid, notFound } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';

/** A timeline row and where it stands among the events of its moment: its position in the event store. */
const orderedEvent = campaignEventView.extend({ commit: z.string(), prepare: z.string() });
type OrderedEvent = z.infer<typeof orderedEvent>;

/** A page cursor: the time and the store position of the last row of a page, base64url. */
const cursorOf = (e: OrderedEvent) => Buffer.from(JSON.stringify([e.occurredAt, e.commit, e.prepare])).toString('base64url');
const POSITION = /^\d{1,20}$/;
function readCursor(cursor: string): [string, string, string] {
  try {
    const [at, commit, prepare] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && !Number.isNaN(Date.parse(at)) && typeof commit === 'string' && POSITION.test(commit) && typeof prepare === 'string' && POSITION.test(prepare)) {
      return [at, commit, prepare];
    }
  } catch {
    // falls through to the refusal
  }
  throw invalid('after is not a page cursor of this list');
}

/**
 * GET /api/campaigns/{id}/events?scope=&messageId=&after=&limit=: the campaign's timeline
 * (read.campaign_events), oldest first: its own events, or with every recipient e-mail's, or one
 * e-mail's; each with who did it, when and why. 404 for an unknown campaign.
 */
export function registerCampaignEventsRoute(app: TypedApp, runtime: Runtime): void {
  const config = { projections: ['campaigns'] };
  app.get('/api/campaigns/:id/events', { config, schema: { params: idParams, querystring: campaignEventsQuery, response: { 200: campaignEventPage } } }, async (request) => {
    const { id } = request.params;
    const q = request.query;
    const known = await runtime.db.maybeOneFirst(sql.type(z.object({ id: z.string() }))`select id::text from read.campaigns where id = ${id}`);
    if (known === null) throw notFound(CAMPAIGN_MESSAGES.campaignNotFound);
    const conditions = [sql.fragment`campaign_id = ${id}`];
    if (q.messageId !== undefined) conditions.push(sql.fragment`message_id = ${q.messageId}`);
    else if (q.scope === 'campaign') conditions.push(sql.fragment`message_id is null`);
    if (q.after !== undefined) {
      const [at, commit, prepare] = readCursor(q.after);
      conditions.push(sql.fragment`(occurred_at, commit_position, prepare_position) > (${at}::timestamptz, ${commit}::numeric, ${prepare}::numeric)`);
    }
    const rows = await runtime.db.any(sql.type(orderedEvent)`
      select event_id::text as "eventId", type, occurred_at as "occurredAt", actor_name as actor, reason, contact_id as "contactId",
             message_id::text as "messageId", metadata, commit_position::text as commit, prepare_position::text as prepare
        from read.campaign_events
       where ${sql.join(conditions, sql.fragment` and `)}
       order by occurred_at, commit_position, prepare_position
       limit ${q.limit + 1}`);
    const page = rows.slice(0, q.limit);
    const events: CampaignEventView[] = page.map(({ commit: _commit, prepare: _prepare, ...event }) => event);
    return { events, nextCursor: rows.length > q.limit ? cursorOf(page.at(-1)!) : null };
  });
}
