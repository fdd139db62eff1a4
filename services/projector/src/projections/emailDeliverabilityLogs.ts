import { SANDBOX_SENDER, type EmailAccountAdded, type EmailDeliveryReport, type OutboundEmailEvent, type OutcomeRecipient, type RecordedEvent } from '@outreach/domain';
import { type Projection, type ProjectionContext, BULK_GATHER_MS } from '../projection.ts';
import { eventRuns } from './eventRuns.ts';
import { recipientsOf } from './outcomeRecipients.ts';

/**
 * read.email_deliverability_logs: what became of each e-mail, for deliverability figures and the
 * suppression checks analysts run. One row per provider report (delivered, bounced, complained, …)
 * and one row per final outcome our sending engine recorded for an e-mail: sent (the mailbox's
 * server accepted it, its answer kept), bounced (the recipient refused at RCPT or DATA), failed for
 * good, or unknown (the connection broke before the server answered). Each row names the campaign,
 * the recipient and the domain the e-mail went out from (the mailbox's address as it was when the
 * outcome was recorded; the sandbox's when no mailbox is configured). A report or an outcome is one
 * row however often it was stored or replayed (unique event id, and provider event id).
 *
 * What the rows need is kept here: each mailbox's sending address (read.email_deliverability_mailboxes)
 * and, from its outcome, each e-mail's campaign, recipient and sending domain
 * (read.email_deliverability_messages), for the providers' later reports naming it. An outcome
 * carries its e-mail's campaign, recipient and mailbox (one recorded before it did: its EmailQueued
 * tells, as it does for a report that comes before the e-mail's outcome). Events are applied in
 * their order, a run of one type a statement.
 */
export const emailDeliverabilityLogs: Projection = {
  name: 'emailDeliverabilityLogs',
  version: 2,
  gatherMs: BULK_GATHER_MS,
  tables: ['email_deliverability_logs', 'email_deliverability_mailboxes', 'email_deliverability_messages'],
  handles: ['EmailAccountAdded', 'EmailAccountUpdated', 'EmailSent', 'EmailBounced', 'EmailFailed', 'EmailOutcomeUnknown', 'EmailDeliveryReported'],
  async apply(ctx, events) {
    // A failure that is tried again is no outcome: the e-mail goes on.
    const relevant = events.filter((e) => e.type !== 'EmailFailed' || (e.data as { permanent: boolean }).permanent);
    for (const run of eventRuns(relevant, () => true, rowOf)) {
      const type = run[0]!.type;
      if (type === 'EmailAccountAdded' || type === 'EmailAccountUpdated') await applyMailboxes(ctx, run);
      else if (type === 'EmailDeliveryReported') await applyReports(ctx, run);
      else await applyOutcomes(ctx, run);
    }
  },
};

/** The row an event changes, so that one statement never changes a row twice. */
function rowOf(event: RecordedEvent): string {
  const data = event.data as { accountId?: string; messageId?: string };
  if (event.type === 'EmailAccountAdded' || event.type === 'EmailAccountUpdated') return `mailbox:${data.accountId}`;
  if (event.type === 'EmailDeliveryReported') return `report:${event.eventId}`;
  return `email:${data.messageId}`;
}

/** The domain of an address, lower case; null when it has none. */
function domainOf(address: string): string | null {
  const domain = address.slice(address.lastIndexOf('@') + 1).trim().toLowerCase();
  return address.includes('@') && domain !== '' ? domain : null;
}

const SANDBOX_DOMAIN = domainOf(SANDBOX_SENDER.email);

/** A mailbox added or changed: the address its e-mails go out from from now on. */
async function applyMailboxes({ tx, table }: ProjectionContext, run: readonly RecordedEvent[]): Promise<void> {
  const rows = run.map((e) => {
    const { accountId, fromEmail } = e.data as EmailAccountAdded['data'];
    return { email_account_id: accountId, from_email: fromEmail, from_domain: domainOf(fromEmail) };
  });
  await tx.query(
    `insert into ${table('email_deliverability_mailboxes')} (email_account_id, from_email, from_domain)
     select email_account_id, from_email, from_domain from json_to_recordset($1::json) as m(email_account_id text, from_email text, from_domain text)
     on conflict (email_account_id) do update set from_email = excluded.from_email, from_domain = excluded.from_domain`,
    [JSON.stringify(rows)],
  );
}

/** A final outcome as a log row: status, bounce type, why, the server's answer, when. */
interface Outcome {
  status: 'sent' | 'bounced' | 'failed' | 'unknown';
  bounce_type: string | null;
  bounce_reason: string | null;
  provider_response: string | null;
  timestamp: string;
}

function outcomeOf(recorded: RecordedEvent): Outcome {
  const e = { type: recorded.type, data: recorded.data } as OutboundEmailEvent;
  const at = recorded.metadata.occurredAt;
  switch (e.type) {
    case 'EmailSent':
      return { status: 'sent', bounce_type: null, bounce_reason: null, provider_response: e.data.response, timestamp: e.data.sentAt };
    case 'EmailBounced':
      return { status: 'bounced', bounce_type: e.data.bounceType, bounce_reason: e.data.providerMessage, provider_response: e.data.providerMessage, timestamp: at };
    case 'EmailFailed':
      return { status: 'failed', bounce_type: null, bounce_reason: e.data.providerMessage, provider_response: e.data.providerMessage, timestamp: at };
    case 'EmailOutcomeUnknown':
      return { status: 'unknown', bounce_type: null, bounce_reason: e.data.reason, provider_response: null, timestamp: at };
    default:
      throw new Error(`Not an outcome of an e-mail: ${recorded.type}`);
  }
}

/**
 * Outcomes of e-mails (a run of one kind, each about another e-mail), one statement: the e-mail
 * is kept with the domain it went out from (its mailbox's address as it is now, the address the
 * send used; the sandbox's when it had none), and gets one row, reported by our own send (smtp), or
 * by the sandbox.
 */
async function applyOutcomes(ctx: ProjectionContext, run: readonly RecordedEvent[]): Promise<void> {
  const { tx, table } = ctx;
  const data = run.map((e) => e.data as { messageId: string; recipient?: OutcomeRecipient });
  const recipients = await recipientsOf(ctx, data);
  const rows = run.flatMap((e, i) => {
    const recipient = recipients[i];
    if (!recipient) return [];
    return [
      {
        event_id: e.eventId,
        message_id: data[i]!.messageId,
        campaign_id: recipient.campaignId,
        contact_email: recipient.email.trim().toLowerCase(),
        email_account_id: recipient.emailAccountId,
        ...outcomeOf(e),
        metadata: e.metadata,
        recorded_at: e.recordedAt.toISOString(),
      },
    ];
  });
  if (rows.length === 0) return;
  await tx.query(
    `with o as (
       select o.*, case when o.email_account_id is null then $2 else m.from_domain end as from_domain
         from json_to_recordset($1::json) as o(event_id uuid, message_id text, campaign_id text, contact_email text, email_account_id text, status text,
                                               bounce_type text, bounce_reason text, provider_response text, "timestamp" timestamptz, metadata jsonb, recorded_at timestamptz)
         left join ${table('email_deliverability_mailboxes')} m on m.email_account_id = o.email_account_id
     ), kept as (
       insert into ${table('email_deliverability_messages')} as q (message_id, campaign_id, contact_email, email_account_id, from_domain)
       select message_id, campaign_id, contact_email, email_account_id, from_domain from o
       on conflict (message_id) do update set from_domain = excluded.from_domain where q.from_domain is distinct from excluded.from_domain
     )
     insert into ${table('email_deliverability_logs')}
       (event_id, provider, provider_event_id, campaign_id, message_id, contact_email, from_domain, status, bounce_type, bounce_reason,
        provider_response, "timestamp", metadata, recorded_at)
     select event_id, case when email_account_id is null then 'sandbox' else 'smtp' end, event_id::text, campaign_id, message_id, contact_email,
            from_domain, status, bounce_type, bounce_reason, provider_response, "timestamp", metadata, recorded_at
       from o
     on conflict do nothing`,
    [JSON.stringify(rows), SANDBOX_DOMAIN],
  );
}

/**
 * The e-mails reports name that the log holds nothing of yet (reported before their outcome was
 * recorded), as they were queued (their EmailQueued, read from the event store).
 */
async function queuedNotLogged(ctx: ProjectionContext, reports: readonly EmailDeliveryReport[]): Promise<Map<string, OutcomeRecipient>> {
  const named = [...new Set(reports.flatMap((r) => (r.messageId ? [r.messageId] : [])))];
  if (named.length === 0) return new Map();
  const { rows } = await ctx.tx.query<{ message_id: string }>(`select message_id from ${ctx.table('email_deliverability_messages')} where message_id = any($1::text[])`, [named]);
  const logged = new Set(rows.map((r) => r.message_id));
  const unlogged = named.filter((id) => !logged.has(id));
  const recipients = await recipientsOf(ctx, unlogged.map((messageId) => ({ messageId })));
  return new Map(unlogged.flatMap((id, i) => (recipients[i] ? [[id, recipients[i]] as const] : [])));
}

/**
 * Provider reports: one row each, with the campaign and sending domain of the e-mail they name when
 * it is one we queued (as its outcome logged them; reported before its outcome: as it was queued,
 * from its mailbox's address now).
 */
async function applyReports(ctx: ProjectionContext, run: readonly RecordedEvent[]): Promise<void> {
  const { tx, table } = ctx;
  const queued = await queuedNotLogged(ctx, run.map((e) => e.data as EmailDeliveryReport));
  const rows = run.map((e, n) => {
    const r = e.data as EmailDeliveryReport;
    const asQueued = r.messageId ? queued.get(r.messageId) : undefined;
    return {
      n,
      event_id: e.eventId,
      provider: r.provider,
      provider_event_id: r.providerEventId,
      campaign_id: r.campaignId,
      message_id: r.messageId,
      contact_email: r.email,
      status: r.kind,
      bounce_type: r.bounceType,
      bounce_reason: r.reason,
      provider_response: r.providerResponse,
      timestamp: r.reportedAt,
      metadata: e.metadata,
      recorded_at: e.recordedAt.toISOString(),
      queued: asQueued !== undefined,
      queued_campaign_id: asQueued?.campaignId ?? null,
      queued_account_id: asQueued?.emailAccountId ?? null,
    };
  });
  await tx.query(
    `insert into ${table('email_deliverability_logs')}
       (event_id, provider, provider_event_id, campaign_id, message_id, contact_email, from_domain, status, bounce_type, bounce_reason,
        provider_response, "timestamp", metadata, recorded_at)
     select r.event_id, r.provider, r.provider_event_id, coalesce(r.campaign_id, q.campaign_id, r.queued_campaign_id), r.message_id, r.contact_email,
            case when q.message_id is not null then q.from_domain when r.queued then (case when r.queued_account_id is null then $2 else m.from_domain end) end,
            r.status, r.bounce_type, r.bounce_reason, r.provider_response, r."timestamp", r.metadata, r.recorded_at
       from json_to_recordset($1::json) as r(n int, event_id uuid, provider text, provider_event_id text, campaign_id text, message_id text,
                                               contact_email text, status text, bounce_type text, bounce_reason text, provider_response text,
                                               "timestamp" timestamptz, metadata jsonb, recorded_at timestamptz,
                                               queued boolean, queued_campaign_id text, queued_account_id text)
       left join ${table('email_deliverability_messages')} q on q.message_id = r.message_id
       left join ${table('email_deliverability_mailboxes')} m on m.email_account_id = r.queued_account_id
      order by r.n
     on conflict do nothing`,
    [JSON.stringify(rows), SANDBOX_DOMAIN],
  );
}
