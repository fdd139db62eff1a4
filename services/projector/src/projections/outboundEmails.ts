import type { OutboundEmailEvent, RecordedEvent } from '@outreach/domain';
import type { Projection } from '../projection.ts';

/**
 * read.outbound_emails: each e-mail the engine was asked to send and where it stands (queued,
 * deferred and why, sent, skipped, bounced, …), for campaign figures, the sandbox outbox and
 * auditors. Events of one e-mail come in order; each updates its row.
 */
export const outboundEmails: Projection = {
  name: 'outboundEmails',
  version: 1,
  tables: ['outbound_emails'],
  handles: ['EmailQueued', 'EmailSendStarted', 'EmailSent', 'EmailDeferred', 'EmailSkipped', 'EmailFailed', 'EmailBounced', 'EmailOutcomeUnknown'],
  async apply({ tx, table }, events) {
    const t = table('outbound_emails');
    for (const recorded of events as RecordedEvent[]) {
      const e = { type: recorded.type, data: recorded.data } as OutboundEmailEvent;
      const at = recorded.metadata.occurredAt;
      const set = (status: string, reason: string | null, extra = '', values: unknown[] = []) =>
        tx.query(`update ${t} set status = $2, reason = $3, updated_at = $4${extra} where id = $1`, [e.data.messageId, status, reason, at, ...values]);
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
  },
};
