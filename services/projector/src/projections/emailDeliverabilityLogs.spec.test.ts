import type { EmailDeliveryReport } from '@outreach/domain';
import { describe, expect, it } from 'vitest';
import { iso, projectionSpec, specTime } from '../projectionSpec.ts';
import { emailDeliverabilityLogs } from './emailDeliverabilityLogs.ts';

const spec = projectionSpec(emailDeliverabilityLogs);
const WEBHOOK = { kind: 'webhook' as const, source: 'sendgrid' };

const reported = (overrides: Partial<EmailDeliveryReport>) => ({
  type: 'EmailDeliveryReported',
  streamId: `email-delivery-${overrides.email ?? 'ana@realty.example'}`,
  actor: WEBHOOK,
  data: {
    provider: 'sendgrid',
    providerEventId: 'sg-1',
    kind: 'delivered',
    email: 'ana@realty.example',
    messageId: 'm-1',
    campaignId: 'c-1',
    bounceType: null,
    reason: null,
    providerResponse: '250 2.0.0 OK',
    reportedAt: '2026-01-05T14:59:30.000Z',
    ...overrides,
  } satisfies EmailDeliveryReport,
});

const query = `select provider, provider_event_id, campaign_id, message_id, contact_email, from_domain, status, bounce_type, bounce_reason, provider_response,
  ${iso('"timestamp"')} as "timestamp", metadata->'actor' as actor, metadata->>'occurredAt' as occurred_at
  from read.email_deliverability_logs order by "timestamp", provider_event_id`;

describe('emailDeliverabilityLogs projection', () => {
  it('keeps one row per report with its status, bounce, provider answer, provider time and who recorded it', async () => {
    await spec
      .given([
        reported({}),
        reported({ providerEventId: 'sg-2', kind: 'bounced', bounceType: 'hard', email: 'bo@realty.example', reason: '550 5.1.1 No such user', providerResponse: '5.1.1', reportedAt: '2026-01-05T15:00:10.000Z' }),
        { ...reported({ provider: 'mailgun', providerEventId: 'mg-1', kind: 'complained', messageId: null, campaignId: null, providerResponse: null, reportedAt: '2026-01-05T15:02:00.000Z' }), actor: { kind: 'webhook', source: 'mailgun' } },
      ])
      .then(query, [
        { provider: 'sendgrid', provider_event_id: 'sg-1', campaign_id: 'c-1', message_id: 'm-1', contact_email: 'ana@realty.example', from_domain: null, status: 'delivered', bounce_type: null, bounce_reason: null, provider_response: '250 2.0.0 OK', timestamp: '2026-01-05T14:59:30.000Z', actor: WEBHOOK, occurred_at: specTime(0) },
        { provider: 'sendgrid', provider_event_id: 'sg-2', campaign_id: 'c-1', message_id: 'm-1', contact_email: 'bo@realty.example', from_domain: null, status: 'bounced', bounce_type: 'hard', bounce_reason: '550 5.1.1 No such user', provider_response: '5.1.1', timestamp: '2026-01-05T15:00:10.000Z', actor: WEBHOOK, occurred_at: specTime(1) },
        { provider: 'mailgun', provider_event_id: 'mg-1', campaign_id: null, message_id: null, contact_email: 'ana@realty.example', from_domain: null, status: 'complained', bounce_type: null, bounce_reason: null, provider_response: null, timestamp: '2026-01-05T15:02:00.000Z', actor: { kind: 'webhook', source: 'mailgun' }, occurred_at: specTime(2) },
      ]);
  });

  it('keeps a provider event once even when it reaches the projection twice', async () => {
    await spec.given([reported({}), reported({})]).then(`select count(*)::int as n from read.email_deliverability_logs`, [{ n: 1 }]);
  });

  it('comments the table and every column for analysts', async () => {
    const rows = await spec.query(
      `select a.attname as column, col_description(a.attrelid, a.attnum) as comment from pg_attribute a
       where a.attrelid = 'read.email_deliverability_logs'::regclass and a.attnum > 0 and not a.attisdropped`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => !r.comment)).toEqual([]);
    const [table] = await spec.query(`select obj_description('read.email_deliverability_logs'::regclass, 'pg_class') as comment`);
    expect(table!.comment).toMatch(/one row per provider event/);
  });
});
