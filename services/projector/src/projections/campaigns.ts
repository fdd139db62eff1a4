import { liveUpdateNotification } from '@outreach/contracts';
import type { CampaignStatus } from '@outreach/contracts/campaignChoices.ts';
import {
  CAMPAIGN_EVENT_TYPES,
  campaignMessageId,
  actorName,
  type CampaignEvent,
  type CampaignFields,
  type EmailDeliveryEvent,
  type EmailReplied,
  type OutboundEmailEvent,
  type RecordedEvent,
} from '@outreach/domain';
import { bulkStatistics } from '@outreach/event-store';
import type pg from 'pg';
import { type Projection, BULK_GATHER_MS } from '../projection.ts';
import { eventRuns } from './eventRuns.ts';
import { abTestResult, type AbTestResult } from './campaignAbTestResult.ts';

/**
 * A send queues its messages into `campaign_messages` by the thousand, and each of their outcomes
 * then updates one by its key: planned with the statistics of the empty table it was, those
 * updates scan every queued message of the send instead (a 10,000-message send's outcomes took
 * 1.6 s of the database's time, 1.0 s with its statistics).
 */
const messageStatistics = bulkStatistics();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The outbound e-mail events whose outcome belongs to a campaign's figures and timeline, and the replies its e-mails got. */
const EMAIL_OUTCOMES = ['EmailSent', 'EmailSkipped', 'EmailFailed', 'EmailBounced', 'EmailOutcomeUnknown', 'EmailDeliveryReported', 'EmailReplied'] as const;

const ROW_TYPE: Record<CampaignEvent['type'], string> = {
  CampaignCreated: 'created',
  CampaignCopied: 'copied',
  CampaignUpdated: 'updated',
  CampaignScheduled: 'scheduled',
  CampaignScheduleMissed: 'schedule_missed',
  CampaignPaused: 'paused',
  CampaignResumed: 'resumed',
  CampaignCancelled: 'cancelled',
  CampaignSendRequested: 'send_requested',
  CampaignAudienceFixed: 'audience_fixed',
  CampaignSendStarted: 'send_started',
  CampaignSendNotStarted: 'send_not_started',
  CampaignAbTestAssigned: 'ab_test_assigned',
  CampaignAbTestStarted: 'ab_test_started',
  CampaignAbTestDecisionPostponed: 'ab_test_postponed',
  CampaignAbTestDecided: 'ab_test_decided',
  CampaignSendCompleted: 'send_completed',
};

/** The definition columns of read.campaigns, from the recorded fields. */
function definition(fields: CampaignFields) {
  const content = fields.content;
  const firstStep = fields.sequence?.[0]?.content;
  const template = content?.kind === 'template' ? content : firstStep?.kind === 'template' ? firstStep : null;
  return [
    fields.name,
    fields.type,
    template?.templateId ?? null,
    content?.kind === 'own' ? content.subject || null : null,
    content?.kind === 'own' ? content.content || null : null,
    fields.sender?.kind === 'mailbox' ? fields.sender.emailAccountId : null,
    fields.sender?.kind === 'spread',
    JSON.stringify(fields.recipientFilter),
    fields.abTest === null ? null : JSON.stringify(fields.abTest),
    fields.sequence === null ? null : JSON.stringify(fields.sequence),
    fields.sendWindow === null ? null : JSON.stringify(fields.sendWindow),
    JSON.stringify(fields.tracking),
  ];
}

/** What a campaign_events row keeps of a campaign event: its data without the definition's texts or the recipients' list. */
function summary(event: CampaignEvent): Record<string, unknown> {
  switch (event.type) {
    case 'CampaignCreated':
    case 'CampaignCopied': {
      const { name, type, recipientCount } = event.data;
      return { name, type, recipientCount, ...(event.type === 'CampaignCopied' ? { copiedFromId: event.data.copiedFromId } : {}) };
    }
    case 'CampaignUpdated':
      return { changed: event.data.changed, recipientCount: event.data.recipientCount };
    case 'CampaignAudienceFixed': {
      const { chunkIndex, chunkCount, total, recipients } = event.data;
      return { chunkIndex, chunkCount, total, recipients: recipients.length };
    }
    case 'CampaignAbTestAssigned': {
      const { chunkIndex, chunkCount, assignments } = event.data;
      return { chunkIndex, chunkCount, assignments: assignments.length };
    }
    default: {
      const { campaignId: _id, ...rest } = event.data;
      return rest;
    }
  }
}

type Tx = pg.PoolClient;

async function insertEvent(
  tx: Tx,
  t: string,
  recorded: RecordedEvent,
  row: { campaignId: string; contactId: string | null; messageId: string | null; type: string; occurredAt: string; actor: string; reason: string | null; metadata: unknown },
) {
  await tx.query(
    `insert into ${t} (event_id, campaign_id, contact_id, message_id, type, occurred_at, actor_name, reason, metadata, commit_position, prepare_position)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (event_id) do nothing`,
    [
      recorded.eventId,
      row.campaignId,
      row.contactId,
      row.messageId,
      row.type,
      row.occurredAt,
      row.actor,
      row.reason,
      JSON.stringify(row.metadata),
      recorded.position.commit.toString(),
      recorded.position.prepare.toString(),
    ],
  );
}

/**
 * read.campaigns, read.campaign_events, read.campaign_messages and read.campaign_ab_test_recipients:
 * every campaign as it stands (definition, status, schedule, audience size) with its figures, and
 * its timeline. The campaign's own events come from its stream; each recipient's e-mail from the
 * outbound e-mail events of e-mails queued with the campaign's id: sent, skipped, failed, bounced,
 * unknown, what the sending service reported afterwards (the first open and click count once per
 * e-mail) and the first reply read. An A/B test's split keeps each test e-mail's variant, so its
 * figures so far can be read while the test waits for its decision.
 */
export const campaigns: Projection = {
  name: 'campaigns',
  version: 4,
  gatherMs: BULK_GATHER_MS,
  tables: ['campaigns', 'campaign_events', 'campaign_messages', 'campaign_ab_test_recipients'],
  handles: [...CAMPAIGN_EVENT_TYPES, 'EmailQueued', ...EMAIL_OUTCOMES],
  async apply({ tx, table }, events) {
    const c = table('campaigns');
    const ev = table('campaign_events');
    const m = table('campaign_messages');
    const ab = table('campaign_ab_test_recipients');
    // E-mail outcomes matter only for campaign e-mails: the ones queued in this batch, or known already.
    const queuedHere = new Set(
      events.filter((e) => e.type === 'EmailQueued' && UUID.test(String((e.data as { campaignId: unknown }).campaignId ?? ''))).map((e) => (e.data as { messageId: string }).messageId),
    );
    const asked = [...new Set(events.filter((e) => (EMAIL_OUTCOMES as readonly string[]).includes(e.type)).map((e) => (e.data as { messageId: string | null }).messageId))].filter(
      (id): id is string => typeof id === 'string' && UUID.test(id) && !queuedHere.has(id),
    );
    const known = asked.length === 0 ? new Set<string>() : new Set((await tx.query<{ id: string }>(`select message_id::text as id from ${m} where message_id = any($1::uuid[])`, [asked])).rows.map((r) => r.id));
    const isCampaignEmail = (messageId: string | null) => messageId !== null && (queuedHere.has(messageId) || known.has(messageId));
    // Campaigns this batch moved on: those that are sending (or sent) get their progress pushed.
    const touched = new Set<string>();

    // A send's e-mails come in bursts of one type (queued together, answered together): one statement a burst.
    const runs = eventRuns(events as RecordedEvent[], (e) => e.type === 'EmailQueued' || e.type in RUN_OUTCOME, (e) => (e.data as { messageId: string }).messageId);
    for (const run of runs) {
      if (run.length > 1) {
        const ofCampaigns = run.filter((r) => isCampaignEmail((r.data as { messageId: string | null }).messageId));
        if (ofCampaigns.length === 0) continue;
        if (ofCampaigns[0]!.type === 'EmailQueued') await applyQueuedRun(tx, { ev, m }, ofCampaigns);
        else for (const id of await applyOutcomeRun(tx, { c, ev, m }, ofCampaigns)) touched.add(id);
        continue;
      }
      const recorded = run[0]!;
      const at = recorded.metadata.occurredAt;
      const by = actorName(recorded.metadata.actor);
      if (recorded.type.startsWith('Campaign')) {
        await applyCampaignEvent(tx, { c, ev, ab }, recorded, at, by);
        touched.add((recorded.data as { campaignId: string }).campaignId);
        continue;
      }
      if (recorded.type === 'EmailDeliveryReported') {
        const report = recorded.data as EmailDeliveryEvent['data'];
        if (!isCampaignEmail(report.messageId)) continue;
        await applyReport(tx, { c, ev, m }, recorded, report, by);
        const testing = FIRST[report.kind] ? await testingWith(tx, { c, ab }, report.messageId!) : undefined;
        if (testing) touched.add(testing);
        continue;
      }
      if (recorded.type === 'EmailReplied') {
        const reply = recorded.data as EmailReplied['data'];
        if (!isCampaignEmail(reply.messageId)) continue;
        await tx.query(`update ${m} set replied_at = least(coalesce(replied_at, $2), $2) where message_id = $1`, [reply.messageId, reply.receivedAt]);
        const testing = await testingWith(tx, { c, ab }, reply.messageId);
        if (testing) touched.add(testing);
        continue;
      }
      const e = { type: recorded.type, data: recorded.data } as OutboundEmailEvent;
      if (!isCampaignEmail(e.data.messageId)) continue;
      const campaignId = await applyOutcome(tx, { c, ev, m }, recorded, e, at, by);
      if (campaignId) touched.add(campaignId);
    }
    return sendProgress(tx, c, touched);
  },
};

/**
 * The campaign whose A/B test is waiting for its decision with this e-mail among its test e-mails:
 * a reply, open or click to it changes the figures so far, so the campaign's progress is pushed.
 */
async function testingWith(tx: Tx, t: { c: string; ab: string }, messageId: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `select c.id::text from ${t.ab} r join ${t.c} c on c.id = r.campaign_id where r.message_id = $1 and c.ab_test_result -> 'decision' = 'null'::jsonb`,
    [messageId],
  );
  return rows[0]?.id;
}

interface ProgressRow {
  id: string;
  status: CampaignStatus;
  started: boolean;
  /** A draft again: its send found no one left in its audience. */
  not_started: boolean;
  recipient_count: number;
  excluded_count: number;
  sent_count: number;
  skipped_count: number;
  failed_count: number;
  unknown_count: number;
}

/**
 * The progress of the touched campaigns that are being sent or were sent (a paused send too), for
 * the Sending Campaign modal: verifying until the audience is fixed, then sending, then completed.
 * A draft that has just missed its scheduled time, or whose send found no one left in its
 * audience, is pushed too: every open campaign list learns that it is a draft again, and the
 * modal that no one was sent to (no valid e-mail among those verified).
 */
async function sendProgress(tx: Tx, c: string, touched: Set<string>) {
  if (touched.size === 0) return [];
  const { rows } = await tx.query<ProgressRow>(
    `select id::text, status, sent_at is not null as started, send_not_started is not null as not_started, recipient_count, excluded_count, sent_count, skipped_count, failed_count, unknown_count
       from ${c} where id = any($1::uuid[])
          and (status in ('sending', 'sent') or (status = 'paused' and paused_from = 'sending') or schedule_missed is not null or send_not_started is not null)`,
    [[...touched]],
  );
  return rows.map((row) =>
    liveUpdateNotification('campaign_progress', {
      campaignId: row.id,
      status: row.status,
      phase: row.status === 'sent' ? 'completed' : row.started ? 'sending' : 'verifying',
      recipientCount: row.started ? row.recipient_count : 0,
      verificationStats: row.started ? { validEmails: row.recipient_count, invalidEmails: row.excluded_count } : row.not_started ? { validEmails: 0, invalidEmails: row.excluded_count } : null,
      sentCount: row.sent_count,
      skippedCount: row.skipped_count,
      failedCount: row.failed_count,
      unknownCount: row.unknown_count,
    }),
  );
}

async function applyCampaignEvent(tx: Tx, t: { c: string; ev: string; ab: string }, recorded: RecordedEvent, at: string, by: string): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as CampaignEvent;
  const id = event.data.campaignId;
  const set = (assignments: string, values: unknown[]) => tx.query(`update ${t.c} set ${assignments}, updated_at = $2, updated_by = $3 where id = $1`, [id, at, by, ...values]);
  switch (event.type) {
    case 'CampaignCreated':
    case 'CampaignCopied': {
      const { campaignId: _id, createdAt, recipientCount, ...rest } = event.data;
      const { copiedFromId: _copied, ...fields } = { copiedFromId: null, ...rest };
      await tx.query(
        `insert into ${t.c}
           (id, name, type, template_id, subject, content, from_email_account_id, spread_across_mailboxes, recipient_filter, ab_test, sequence, send_window, tracking,
            status, recipient_count, copied_from_id, created_at, updated_at, created_by, updated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'draft', $14, $15, $16, $16, $17, $17)
         on conflict (id) do nothing`,
        [id, ...definition(fields), recipientCount, event.type === 'CampaignCopied' ? event.data.copiedFromId : null, createdAt, by],
      );
      break;
    }
    case 'CampaignUpdated': {
      const { campaignId: _id, updatedAt: _at, changed: _changed, recipientCount, ...fields } = event.data;
      await set(
        `name = $4, type = $5, template_id = $6, subject = $7, content = $8, from_email_account_id = $9, spread_across_mailboxes = $10,
         recipient_filter = $11, ab_test = $12, sequence = $13, send_window = $14, tracking = $15, recipient_count = $16, schedule_missed = null, send_not_started = null`,
        [...definition(fields), recipientCount],
      );
      break;
    }
    case 'CampaignScheduled':
      await set(`status = 'scheduled', scheduled_at = $4, recipient_count = $5, schedule_missed = null, send_not_started = null`, [event.data.scheduledAt, event.data.recipientCount]);
      break;
    case 'CampaignScheduleMissed': {
      const { scheduledAt, missedAt, reason } = event.data;
      await set(`status = 'draft', scheduled_at = null, schedule_missed = $4`, [JSON.stringify({ scheduledAt, missedAt, reason })]);
      break;
    }
    case 'CampaignPaused':
      await set(`status = 'paused', paused_from = $4`, [event.data.from]);
      break;
    case 'CampaignResumed':
      await set(`status = $4, paused_from = null`, [event.data.to]);
      break;
    case 'CampaignCancelled':
      await set(`status = 'cancelled', paused_from = null`, []);
      break;
    case 'CampaignSendRequested':
      await set(`status = 'sending', recipient_count = $4, excluded_count = 0, schedule_missed = null, send_not_started = null`, [event.data.recipientCount]);
      break;
    case 'CampaignAudienceFixed':
      await set(`status = status`, []);
      break;
    case 'CampaignSendStarted':
      await set(`recipient_count = $4, excluded_count = $5, sent_at = $6`, [event.data.recipientCount, event.data.excluded.suppressed + event.data.excluded.invalid, event.data.startedAt]);
      break;
    case 'CampaignSendNotStarted': {
      const { requestedAt, stoppedAt, reason, excluded } = event.data;
      await set(`status = 'draft', scheduled_at = null, paused_from = null, excluded_count = $4, send_not_started = $5`, [
        excluded.suppressed + excluded.invalid,
        JSON.stringify({ requestedAt, stoppedAt, reason }),
      ]);
      break;
    }
    case 'CampaignAbTestAssigned': {
      const { assignments } = event.data;
      await set(`status = status`, []);
      await tx.query(
        `insert into ${t.ab} (message_id, campaign_id, contact_id, variant)
         select message_id, $1, contact_id, variant from unnest($2::uuid[], $3::text[], $4::text[]) as a(message_id, contact_id, variant)
         on conflict (message_id) do nothing`,
        [id, assignments.map((a) => campaignMessageId(id, a.contactId)), assignments.map((a) => a.contactId), assignments.map((a) => a.variant)],
      );
      break;
    }
    case 'CampaignAbTestStarted':
    case 'CampaignAbTestDecisionPostponed':
    case 'CampaignAbTestDecided':
      await set(`ab_test_result = $4`, [JSON.stringify(abTestResult(event, (await tx.query<{ r: AbTestResult | null }>(`select ab_test_result as r from ${t.c} where id = $1`, [id])).rows[0]?.r ?? null))]);
      break;
    case 'CampaignSendCompleted':
      await set(`status = 'sent', completed_at = $4`, [event.data.completedAt]);
      break;
    default:
      return;
  }
  await insertEvent(tx, t.ev, recorded, {
    campaignId: id,
    contactId: null,
    messageId: null,
    type: ROW_TYPE[event.type],
    occurredAt: at,
    actor: by,
    reason: recorded.metadata.reason ?? null,
    metadata: { event: event.type, ...summary(event) },
  });
}

/** Columns of read.campaigns counting each final outcome of an e-mail. */
const OUTCOME: Partial<Record<OutboundEmailEvent['type'], { status: string; counter: string }>> = {
  EmailSent: { status: 'sent', counter: 'sent_count' },
  EmailSkipped: { status: 'skipped', counter: 'skipped_count' },
  EmailFailed: { status: 'failed', counter: 'failed_count' },
  EmailBounced: { status: 'bounced', counter: 'failed_count' },
  EmailOutcomeUnknown: { status: 'unknown', counter: 'unknown_count' },
};

/** Why an e-mail has its outcome: the server's answer, the skip's reason, the refusal. */
function outcomeReason(e: OutboundEmailEvent): string | null {
  if (e.type === 'EmailSent') return e.data.response;
  if (e.type === 'EmailSkipped' || e.type === 'EmailOutcomeUnknown') return e.data.reason;
  if (e.type === 'EmailFailed' || e.type === 'EmailBounced') return e.data.providerMessage;
  return null;
}

/**
 * An outcome's facts for the timeline: the sandbox's copy of the message left out, and the address
 * check a skip carries (its reason names what the check found; read.email_verifications keeps it).
 */
function outcomeMetadata(e: OutboundEmailEvent): Record<string, unknown> {
  const { messageId: _id, ...metadata } = e.data as { messageId: string } & Record<string, unknown>;
  delete metadata.simulated;
  delete metadata.verification;
  return metadata;
}

/** Apply one campaign e-mail's event; answers the campaign whose figures or timeline it changed. */
async function applyOutcome(tx: Tx, t: { c: string; ev: string; m: string }, recorded: RecordedEvent, e: OutboundEmailEvent, at: string, by: string): Promise<string | undefined> {
  if (e.type === 'EmailQueued') {
    const q = e.data;
    await tx.query(
      `insert into ${t.m} (message_id, campaign_id, contact_id, email, status, queued_at, updated_at) values ($1, $2, $3, $4, 'queued', $5, $5) on conflict (message_id) do nothing`,
      [q.messageId, q.campaignId, q.contactId, q.to.email, at],
    );
    await insertEvent(tx, t.ev, recorded, { campaignId: q.campaignId!, contactId: q.contactId, messageId: q.messageId, type: 'queued', occurredAt: at, actor: by, reason: null, metadata: { source: q.source, subject: q.subject, notBefore: q.notBefore, emailAccountId: q.emailAccountId } });
    return undefined;
  }
  if (e.type === 'EmailFailed' && !e.data.permanent) return undefined;
  const outcome = OUTCOME[e.type];
  if (!outcome) return undefined;
  const reason = outcomeReason(e);
  // Each e-mail has one final outcome; only its first counts.
  const { rows } = await tx.query<{ campaign_id: string; contact_id: string | null }>(
    `update ${t.m} set status = $2, reason = $3, sent_at = case when $2 = 'sent' then $4::timestamptz else sent_at end, updated_at = $4
      where message_id = $1 and status = 'queued' returning campaign_id::text, contact_id`,
    [e.data.messageId, outcome.status, reason, at],
  );
  const row = rows[0];
  if (!row) return undefined;
  await tx.query(`update ${t.c} set ${outcome.counter} = ${outcome.counter} + 1 where id = $1`, [row.campaign_id]);
  await insertEvent(tx, t.ev, recorded, { campaignId: row.campaign_id, contactId: row.contact_id, messageId: e.data.messageId, type: outcome.status, occurredAt: at, actor: by, reason, metadata: outcomeMetadata(e) });
  return row.campaign_id;
}

/** The outcomes applied a run at a time (a failure counts only when permanent, so it goes one by one). */
const RUN_OUTCOME: Partial<Record<OutboundEmailEvent['type'], true>> = { EmailSent: true, EmailSkipped: true, EmailBounced: true, EmailOutcomeUnknown: true };

/** A run's events as timeline rows (JSON for json_to_recordset, TIMELINE_COLUMNS): event id, time, actor, reason, metadata, positions. */
function timelineRows(run: readonly RecordedEvent[], reasons: readonly (string | null)[], metadata: readonly unknown[]) {
  return run.map((r, i) => ({
    event_id: r.eventId,
    occurred_at: r.metadata.occurredAt,
    actor_name: actorName(r.metadata.actor),
    reason: reasons[i] ?? null,
    metadata: metadata[i],
    commit_position: r.position.commit.toString(),
    prepare_position: r.position.prepare.toString(),
  }));
}

/** The columns of timelineRows, as json_to_recordset reads them. */
const TIMELINE_COLUMNS = 'event_id uuid, occurred_at timestamptz, actor_name text, reason text, metadata jsonb, commit_position numeric, prepare_position numeric';

/** Campaign e-mails queued together: their messages and their 'queued' timeline rows, two statements for the run. */
async function applyQueuedRun(tx: Tx, t: { ev: string; m: string }, run: readonly RecordedEvent[]): Promise<void> {
  const q = run.map((r) => r.data as Extract<OutboundEmailEvent, { type: 'EmailQueued' }>['data']);
  const timeline = timelineRows(
    run,
    q.map(() => null),
    q.map((e) => ({ source: e.source, subject: e.subject, notBefore: e.notBefore, emailAccountId: e.emailAccountId })),
  );
  const rows = q.map((e, i) => ({ ...timeline[i]!, message_id: e.messageId, campaign_id: e.campaignId, contact_id: e.contactId, email: e.to.email }));
  const json = JSON.stringify(rows);
  await tx.query(
    `insert into ${t.m} (message_id, campaign_id, contact_id, email, status, queued_at, updated_at)
     select message_id, campaign_id, contact_id, email, 'queued', occurred_at, occurred_at
       from json_to_recordset($1::json) as u(message_id uuid, campaign_id uuid, contact_id text, email text, occurred_at timestamptz)
     on conflict (message_id) do nothing`,
    [json],
  );
  await messageStatistics(tx, t.m, q.length);
  await tx.query(
    `insert into ${t.ev} (event_id, campaign_id, contact_id, message_id, type, occurred_at, actor_name, reason, metadata, commit_position, prepare_position)
     select event_id, campaign_id, contact_id, message_id, 'queued', occurred_at, actor_name, reason, metadata, commit_position, prepare_position
       from json_to_recordset($1::json) as u(${TIMELINE_COLUMNS}, campaign_id uuid, contact_id text, message_id uuid)
     on conflict (event_id) do nothing`,
    [json],
  );
}

/**
 * Campaign e-mails given one outcome together: each message still queued takes it (its first
 * outcome counts), its campaign's counter goes up by as many, and each joins the timeline, in one
 * statement. Answers the campaigns it changed.
 */
async function applyOutcomeRun(tx: Tx, t: { c: string; ev: string; m: string }, run: readonly RecordedEvent[]): Promise<string[]> {
  const events = run.map((r) => ({ type: r.type, data: r.data }) as OutboundEmailEvent);
  const outcome = OUTCOME[events[0]!.type]!;
  const timeline = timelineRows(run, events.map(outcomeReason), events.map(outcomeMetadata));
  const rows = events.map((e, i) => ({ ...timeline[i]!, message_id: e.data.messageId }));
  const { rows: changed } = await tx.query<{ id: string }>(
    `with u as (
       select * from json_to_recordset($1::json) as u(${TIMELINE_COLUMNS}, message_id uuid)
     ), taken as (
       update ${t.m} as m set status = $2, reason = u.reason, sent_at = case when $2 = 'sent' then u.occurred_at else m.sent_at end, updated_at = u.occurred_at
         from u where m.message_id = u.message_id and m.status = 'queued'
       returning m.message_id, m.campaign_id, m.contact_id
     ), counted as (
       update ${t.c} as c set ${outcome.counter} = ${outcome.counter} + n.n
         from (select campaign_id, count(*)::int as n from taken group by campaign_id) as n where c.id = n.campaign_id
     ), timeline as (
       insert into ${t.ev} (event_id, campaign_id, contact_id, message_id, type, occurred_at, actor_name, reason, metadata, commit_position, prepare_position)
       select u.event_id, taken.campaign_id, taken.contact_id, taken.message_id, $2, u.occurred_at, u.actor_name, u.reason, u.metadata, u.commit_position, u.prepare_position
         from taken join u on u.message_id = taken.message_id
       on conflict (event_id) do nothing
     )
     select distinct campaign_id::text as id from taken`,
    [JSON.stringify(rows), outcome.status],
  );
  return changed.map((r) => r.id);
}

/**
 * First open and first click of an e-mail count for its campaign when the campaign tracks them (a
 * provider may report opens of its own); every report joins the timeline.
 */
const FIRST: Partial<Record<EmailDeliveryEvent['data']['kind'], { column: string; counter: string; tracked: 'opens' | 'clicks' }>> = {
  opened: { column: 'opened_at', counter: 'open_count', tracked: 'opens' },
  clicked: { column: 'clicked_at', counter: 'click_count', tracked: 'clicks' },
};

async function applyReport(tx: Tx, t: { c: string; ev: string; m: string }, recorded: RecordedEvent, report: EmailDeliveryEvent['data'], by: string): Promise<void> {
  const { rows } = await tx.query<{ campaign_id: string; contact_id: string | null; tracking: { opens?: boolean; clicks?: boolean } | null }>(
    `select m.campaign_id::text, m.contact_id, c.tracking from ${t.m} m left join ${t.c} c on c.id = m.campaign_id where m.message_id = $1`,
    [report.messageId],
  );
  const row = rows[0];
  if (!row) return;
  const first = FIRST[report.kind];
  if (first && row.tracking?.[first.tracked]) {
    const counted = await tx.query(`update ${t.m} set ${first.column} = $2, updated_at = $2 where message_id = $1 and ${first.column} is null`, [report.messageId, report.reportedAt]);
    if (counted.rowCount) await tx.query(`update ${t.c} set ${first.counter} = ${first.counter} + 1 where id = $1`, [row.campaign_id]);
  }
  await insertEvent(tx, t.ev, recorded, {
    campaignId: row.campaign_id,
    contactId: row.contact_id,
    messageId: report.messageId,
    type: report.kind,
    occurredAt: report.reportedAt,
    actor: by,
    reason: report.reason ?? null,
    metadata: { provider: report.provider, bounceType: report.bounceType, providerResponse: report.providerResponse },
  });
}
