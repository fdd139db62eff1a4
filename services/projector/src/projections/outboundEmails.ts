import { liveUpdateNotification } from '@outreach/contracts';
import type { EmailDeliveryEvent, EmailReply, OutboundEmailEvent, RecordedEvent } from '@outreach/domain';
import { type Projection, BULK_GATHER_MS } from '../projection.ts';
import { eventRuns } from './eventRuns.ts';

/**
 * read.outbound_emails: each e-mail the engine was asked to send and where it stands (queued,
 * deferred and why, sent, skipped, bounced, …), for campaign figures, the sandbox outbox and
 * auditors, and what the sending service reported of it afterwards (delivered, opened, clicked, a
 * hard bounce, a spam complaint, an unsubscribe), and the replies read from the mailbox it went out
 * from. Events of one e-mail come in order; each updates its row. A batch that defers a campaign's
 * e-mails, or moves on e-mails that were waiting, pushes `campaign_deferrals` for that campaign
 * (after the commit), so that a screen showing what waits reads it again.
 */
export const outboundEmails: Projection = {
  name: 'outboundEmails',
  version: 2,
  gatherMs: BULK_GATHER_MS,
  tables: ['outbound_emails'],
  handles: ['EmailQueued', 'EmailSendStarted', 'EmailSent', 'EmailDeferred', 'EmailSkipped', 'EmailFailed', 'EmailBounced', 'EmailOutcomeUnknown', 'EmailDeliveryReported', 'EmailReplied'],
  async apply({ tx, table }, events) {
    const t = table('outbound_emails');
    /** Campaigns whose e-mails waiting for a later time changed in this batch. */
    const deferrals = new Set<string>();
    const waitingChanged = (rows: { campaign_id: string }[]) => rows.forEach((r) => deferrals.add(r.campaign_id));
    // A send's e-mails come in bursts of one type (queued together, claimed together, answered together): one statement a burst.
    for (const run of eventRuns(events as RecordedEvent[], (e) => e.type in RUN_UPDATES || e.type === 'EmailQueued', (e) => (e.data as { messageId: string }).messageId)) {
      if (run.length > 1) {
        waitingChanged(await applyRun(tx, t, run));
        continue;
      }
      const recorded = run[0]!;
      if (recorded.type === 'EmailDeliveryReported') {
        await applyReport(tx, t, recorded.data as EmailDeliveryEvent['data']);
        continue;
      }
      if (recorded.type === 'EmailReplied') {
        const reply = recorded.data as EmailReply;
        await tx.query(
          `update ${t} set replied_at = least(coalesce(replied_at, $2), $2), reply_count = reply_count + 1,
                  last_reply_at = greatest(coalesce(last_reply_at, $2), $2),
                  last_reply_from = case when last_reply_at is null or $2 >= last_reply_at then $3 else last_reply_from end,
                  last_reply_snippet = case when last_reply_at is null or $2 >= last_reply_at then $4 else last_reply_snippet end
            where id = $1`,
          [reply.messageId, reply.receivedAt, reply.from, reply.snippet],
        );
        continue;
      }
      const e = { type: recorded.type, data: recorded.data } as OutboundEmailEvent;
      const at = recorded.metadata.occurredAt;
      const set = async (status: string, reason: string | null, extra = '', values: unknown[] = []) => {
        const { rows } = await tx.query<{ campaign_id: string }>(
          waitingCampaigns(`update ${t} as o set status = $2, reason = $3, updated_at = $4${extra} from ${t} as prev where o.id = $1 and prev.id = o.id`),
          [e.data.messageId, status, reason, at, ...values],
        );
        waitingChanged(rows);
      };
      switch (e.type) {
        case 'EmailQueued': {
          const q = e.data;
          await tx.query(
            `insert into ${t} (id, to_email, to_name, subject, body_text, body_html, status, source, campaign_id, contact_id, email_account_id, queued_at, due_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, 'queued', $7, $8, $9, $10, $11, $12, $11) on conflict (id) do nothing`,
            [q.messageId, q.to.email, q.to.name, q.subject, q.text, q.html, q.source, q.campaignId, q.contactId, q.emailAccountId, at, q.notBefore],
          );
          break;
        }
        case 'EmailSendStarted':
          await set('sending', null, ', attempts = $5', [e.data.attempt]);
          break;
        case 'EmailSent':
          await set('sent', e.data.response, ', provider = $5, sent_at = $6, simulated = $7', [e.data.provider, e.data.sentAt, e.data.simulated ?? null]);
          break;
        case 'EmailDeferred':
          await set('deferred', e.data.reason, ', due_at = $5', [e.data.until]);
          break;
        case 'EmailSkipped':
          await set('skipped', e.data.reason);
          break;
        case 'EmailFailed':
          if (e.data.permanent) await set('failed', e.data.providerMessage);
          break;
        case 'EmailBounced':
          await set('bounced', e.data.providerMessage);
          break;
        case 'EmailOutcomeUnknown':
          await set('unknown', e.data.reason);
          break;
        default:
          break;
      }
    }
    return [...deferrals].map((campaignId) => liveUpdateNotification('campaign_deferrals', { campaignId }));
  },
};

/**
 * The campaigns of the rows an update of outbound e-mails (`o`, joined to their rows as they were,
 * `prev`; its new status is `$2`) deferred or moved on from waiting.
 */
const waitingCampaigns = (update: string) =>
  `with changed as (${update} returning o.campaign_id, prev.status as was)
   select distinct campaign_id from changed where campaign_id is not null and (was = 'deferred' or $2 = 'deferred')`;

type Tx = Parameters<Projection['apply']>[0]['tx'];
type Of<T extends OutboundEmailEvent['type']> = Extract<OutboundEmailEvent, { type: T }>['data'];

/** A run's outcome: the status it sets, its reason, and its own columns (name, SQL type, value). */
interface RunUpdate {
  status: string;
  reason(data: never): string | null;
  columns: [column: string, type: string, value: (data: never) => unknown][];
}
const runUpdate = <T extends OutboundEmailEvent['type']>(u: { status: string; reason: (data: Of<T>) => string | null; columns: [string, string, (data: Of<T>) => unknown][] }) => u as RunUpdate;

/** The outcomes applied a run at a time (a permanent failure is not among them: only some failures count). */
const RUN_UPDATES: Record<string, RunUpdate> = {
  EmailSendStarted: runUpdate<'EmailSendStarted'>({ status: 'sending', reason: () => null, columns: [['attempts', 'int', (d) => d.attempt]] }),
  EmailSent: runUpdate<'EmailSent'>({
    status: 'sent',
    reason: (d) => d.response,
    columns: [
      ['provider', 'text', (d) => d.provider],
      ['sent_at', 'timestamptz', (d) => d.sentAt],
      ['simulated', 'text', (d) => d.simulated ?? null],
    ],
  }),
  EmailDeferred: runUpdate<'EmailDeferred'>({ status: 'deferred', reason: (d) => d.reason, columns: [['due_at', 'timestamptz', (d) => d.until]] }),
  EmailSkipped: runUpdate<'EmailSkipped'>({ status: 'skipped', reason: (d) => d.reason, columns: [] }),
  EmailBounced: runUpdate<'EmailBounced'>({ status: 'bounced', reason: (d) => d.providerMessage, columns: [] }),
  EmailOutcomeUnknown: runUpdate<'EmailOutcomeUnknown'>({ status: 'unknown', reason: (d) => d.reason, columns: [] }),
};

/**
 * A run of e-mails queued, or of one outcome, about different e-mails: one statement, leaving the
 * rows as the events one by one would; answers the campaigns whose waiting e-mails it changed.
 */
async function applyRun(tx: Tx, t: string, run: readonly RecordedEvent[]): Promise<{ campaign_id: string }[]> {
  const at = run.map((r) => r.metadata.occurredAt);
  if (run[0]!.type === 'EmailQueued') {
    const rows = run.map((r, i) => {
      const e = r.data as Of<'EmailQueued'>;
      return {
        id: e.messageId,
        to_email: e.to.email,
        to_name: e.to.name,
        subject: e.subject,
        body_text: e.text,
        body_html: e.html,
        source: e.source,
        campaign_id: e.campaignId,
        contact_id: e.contactId,
        email_account_id: e.emailAccountId,
        queued_at: at[i],
        due_at: e.notBefore,
      };
    });
    await tx.query(
      `insert into ${t} (id, to_email, to_name, subject, body_text, body_html, status, source, campaign_id, contact_id, email_account_id, queued_at, due_at, updated_at)
       select id, to_email, to_name, subject, body_text, body_html, 'queued', source, campaign_id, contact_id, email_account_id, queued_at, due_at, queued_at
         from json_to_recordset($1::json) as u(id uuid, to_email text, to_name text, subject text, body_text text, body_html text, source text,
                                               campaign_id text, contact_id text, email_account_id uuid, queued_at timestamptz, due_at timestamptz)
       on conflict (id) do nothing`,
      [JSON.stringify(rows)],
    );
    return [];
  }
  const update = RUN_UPDATES[run[0]!.type]!;
  const rows = run.map((r, i) => {
    const data = r.data as never;
    return Object.fromEntries([['id', (data as { messageId: string }).messageId], ['reason', update.reason(data)], ['at', at[i]], ...update.columns.map(([column, , value]) => [column, value(data)])]);
  });
  const { rows: waiting } = await tx.query<{ campaign_id: string }>(
    waitingCampaigns(
      `update ${t} as o set status = $2, reason = u.reason, updated_at = u.at${update.columns.map(([column]) => `, ${column} = u.${column}`).join('')}
         from json_to_recordset($1::json) as u(id uuid, reason text, at timestamptz${update.columns.map(([column, type]) => `, ${column} ${type}`).join('')}), ${t} as prev
        where o.id = u.id and prev.id = u.id`,
    ),
    [JSON.stringify(rows), update.status],
  );
  return waiting;
}

/** The first moment of each kind the sending service reports; a hard bounce or a complaint also settles the status. */
const REPORTED_AT: Partial<Record<EmailDeliveryEvent['data']['kind'], string>> = {
  delivered: 'delivered_at',
  opened: 'opened_at',
  clicked: 'clicked_at',
  complained: 'complained_at',
  unsubscribed: 'unsubscribed_at',
};

async function applyReport(tx: Parameters<Projection['apply']>[0]['tx'], t: string, report: EmailDeliveryEvent['data']): Promise<void> {
  // Only reports naming one of our e-mails (the sending service passes our id back) belong to a row.
  if (!report.messageId || !/^[0-9a-f-]{36}$/i.test(report.messageId)) return;
  const column = REPORTED_AT[report.kind];
  if (column) await tx.query(`update ${t} set ${column} = coalesce(${column}, $2) where id = $1`, [report.messageId, report.reportedAt]);
  if (report.kind === 'complained') {
    await tx.query(`update ${t} set status = 'complained', reason = $2, updated_at = $3 where id = $1`, [report.messageId, report.reason ?? 'The recipient reported it as spam', report.reportedAt]);
  } else if (report.kind === 'bounced' && report.bounceType === 'hard') {
    await tx.query(`update ${t} set status = 'bounced', reason = $2, updated_at = $3 where id = $1 and status <> 'complained'`, [
      report.messageId,
      report.reason ?? report.providerResponse ?? 'The recipient\'s server refused it for good',
      report.reportedAt,
    ]);
  }
}
