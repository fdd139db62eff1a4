import type { EmailDeliveryReport } from '@outreach/domain';
import { type Projection, BULK_GATHER_MS } from '../projection.ts';

/**
 * read.email_deliverability_logs: one row per provider report of what became of an e-mail
 * (delivered, bounced, complained, …), for deliverability figures and the suppression checks
 * analysts run. A report is one row however often it was stored or replayed (unique event id and
 * provider event id); rows are written set-based, a batch at a time.
 */
export const emailDeliverabilityLogs: Projection = {
  name: 'emailDeliverabilityLogs',
  version: 1,
  gatherMs: BULK_GATHER_MS,
  tables: ['email_deliverability_logs'],
  handles: ['EmailDeliveryReported'],
  async apply({ tx, table }, events) {
    if (events.length === 0) return;
    const reports = events.map((e) => e.data as EmailDeliveryReport);
    await tx.query(
      `insert into ${table('email_deliverability_logs')}
         (event_id, provider, provider_event_id, campaign_id, message_id, contact_email, status, bounce_type, bounce_reason,
          provider_response, "timestamp", metadata, recorded_at)
       select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                            $10::text[], $11::timestamptz[], $12::jsonb[], $13::timestamptz[])
       on conflict do nothing`,
      [
        events.map((e) => e.eventId),
        reports.map((r) => r.provider),
        reports.map((r) => r.providerEventId),
        reports.map((r) => r.campaignId),
        reports.map((r) => r.messageId),
        reports.map((r) => r.email),
        reports.map((r) => r.kind),
        reports.map((r) => r.bounceType),
        reports.map((r) => r.reason),
        reports.map((r) => r.providerResponse),
        reports.map((r) => r.reportedAt),
        events.map((e) => JSON.stringify(e.metadata)),
        events.map((e) => e.recordedAt.toISOString()),
      ],
    );
  },
};
