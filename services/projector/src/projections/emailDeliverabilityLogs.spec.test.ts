import type { EmailAccountAdded, EmailAccountUpdated, EmailDeliveryReport, QueuedEmail } from '@outreach/domain';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { applyBatch } from '../applyBatch.ts';
import { givenStreams, iso, projectionSpec, recordedEvents, specTime, type GivenEvent } from '../projectionSpec.ts';
import { emailDeliverabilityLogs } from './emailDeliverabilityLogs.ts';
import { queuedEmailEvent } from './queuedEmail.fixture.ts';

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

const DISPATCHER = { kind: 'system' as const, process: 'dispatcher' };
const ACCOUNT = '66666666-6666-4666-8666-666666666661';
const M1 = '77777777-7777-4777-8777-777777777771';
const M2 = '77777777-7777-4777-8777-777777777772';
const M3 = '77777777-7777-4777-8777-777777777773';
const M4 = '77777777-7777-4777-8777-777777777774';
/** The spec's fixed id of the n-th given event (from 1). */
const eventId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const mailboxSettings = {
  name: 'Sales',
  provider: 'smtp' as const,
  fromName: 'Dana',
  isActive: true,
  signature: null,
  smtpHost: 'smtp.acme.example',
  smtpPort: 587,
  smtpUsername: 'dana',
  smtpSecurity: 'starttls' as const,
  warmupEnabled: true,
  dailyLimit: 2500,
};
const mailboxAdded = (fromEmail: string): GivenEvent => ({
  type: 'EmailAccountAdded',
  streamId: `email-account-${ACCOUNT}`,
  data: { accountId: ACCOUNT, createdAt: '2026-01-01T00:00:00.000Z', currentDailyLimit: 50, warmupDay: 1, ...mailboxSettings, fromEmail } satisfies EmailAccountAdded['data'],
});
const mailboxUpdated = (fromEmail: string): GivenEvent => ({
  type: 'EmailAccountUpdated',
  streamId: `email-account-${ACCOUNT}`,
  data: { accountId: ACCOUNT, updatedAt: '2026-01-02T00:00:00.000Z', secretChanged: false, ...mailboxSettings, fromEmail } satisfies EmailAccountUpdated['data'],
});
const queuedEmail = (messageId: string, overrides: Partial<QueuedEmail> = {}): GivenEvent =>
  queuedEmailEvent(messageId, { emailAccountId: ACCOUNT, to: { email: 'Ana@Realty.example', name: 'Ana Ruiz' }, campaignId: 'c-1', ...overrides });
const outcome = (messageId: string, type: string, data: object): GivenEvent => ({ type, streamId: `outbound-email-${messageId}`, actor: DISPATCHER, data: { messageId, attempt: 1, ...data } });
const started = (messageId: string, attempt = 1) => outcome(messageId, 'EmailSendStarted', { attempt, startedAt: '2026-01-05T15:00:00.000Z' });
const sent = (messageId: string, sentAt: string, response = '250 2.0.0 Ok: queued as 4F2A1') =>
  outcome(messageId, 'EmailSent', { provider: 'smtp', providerMessageId: `<${messageId}@acme.example>`, response, sentAt });

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

  it('keeps one row per final outcome the sending engine recorded: sent with the server\'s answer, a hard bounce at RCPT, a permanent failure, an unknown outcome', async () => {
    await spec
      .given([
        mailboxAdded('dana@Acme.example'),
        queuedEmail(M1),
        queuedEmail(M2, { to: { email: 'bo@realty.example', name: null } }),
        queuedEmail(M3, { to: { email: 'cy@realty.example', name: null }, campaignId: null, source: 'test' }),
        queuedEmail(M4, { to: { email: 'di@realty.example', name: null } }),
        started(M1),
        sent(M1, '2026-01-05T15:06:30.000Z'),
        started(M2),
        outcome(M2, 'EmailBounced', { bounceType: 'hard', providerMessage: '550 5.1.1 <bo@realty.example>: Recipient address rejected: User unknown' }),
        started(M3),
        // A refusal tried again later is no outcome; the last try's refusal fails it for good.
        outcome(M3, 'EmailFailed', { permanent: false, providerMessage: '451 4.7.1 Try again later' }),
        started(M3, 2),
        outcome(M3, 'EmailFailed', { attempt: 2, permanent: true, providerMessage: '554 5.7.1 Message rejected as spam' }),
        started(M4),
        outcome(M4, 'EmailOutcomeUnknown', { reason: 'The connection to the mail server broke while the e-mail was being handed over' }),
      ])
      .then(query, [
        { provider: 'smtp', provider_event_id: eventId(7), campaign_id: 'c-1', message_id: M1, contact_email: 'ana@realty.example', from_domain: 'acme.example', status: 'sent', bounce_type: null, bounce_reason: null, provider_response: '250 2.0.0 Ok: queued as 4F2A1', timestamp: '2026-01-05T15:06:30.000Z', actor: DISPATCHER, occurred_at: specTime(6) },
        { provider: 'smtp', provider_event_id: eventId(9), campaign_id: 'c-1', message_id: M2, contact_email: 'bo@realty.example', from_domain: 'acme.example', status: 'bounced', bounce_type: 'hard', bounce_reason: '550 5.1.1 <bo@realty.example>: Recipient address rejected: User unknown', provider_response: '550 5.1.1 <bo@realty.example>: Recipient address rejected: User unknown', timestamp: specTime(8), actor: DISPATCHER, occurred_at: specTime(8) },
        { provider: 'smtp', provider_event_id: eventId(13), campaign_id: null, message_id: M3, contact_email: 'cy@realty.example', from_domain: 'acme.example', status: 'failed', bounce_type: null, bounce_reason: '554 5.7.1 Message rejected as spam', provider_response: '554 5.7.1 Message rejected as spam', timestamp: specTime(12), actor: DISPATCHER, occurred_at: specTime(12) },
        { provider: 'smtp', provider_event_id: eventId(15), campaign_id: 'c-1', message_id: M4, contact_email: 'di@realty.example', from_domain: 'acme.example', status: 'unknown', bounce_type: null, bounce_reason: 'The connection to the mail server broke while the e-mail was being handed over', provider_response: null, timestamp: specTime(14), actor: DISPATCHER, occurred_at: specTime(14) },
      ]);
  });

  it('names the domain each e-mail went out from as its mailbox was at the send, the sandbox\'s without one; a later provider report takes it and the campaign from the e-mail it names', async () => {
    const rows = `select message_id, provider, status, contact_email, campaign_id, from_domain from read.email_deliverability_logs order by "timestamp", provider_event_id`;
    await spec
      .given([
        mailboxAdded('dana@old-domain.example'),
        queuedEmail(M1),
        queuedEmail(M2, { to: { email: 'bo@realty.example', name: null } }),
        started(M1),
        sent(M1, '2026-01-05T15:04:00.000Z'),
        mailboxUpdated('dana@New-Domain.example'),
        started(M2),
        sent(M2, '2026-01-05T15:07:00.000Z'),
        queuedEmail(M3, { emailAccountId: null, to: { email: 'cy@realty.example', name: null }, campaignId: null, source: 'test' }),
        started(M3),
        { ...sent(M3, '2026-01-05T15:10:00.000Z', 'Simulated: not sent, no mailbox is configured'), data: { messageId: M3, attempt: 1, provider: 'sandbox', providerMessageId: null, response: 'Simulated: not sent, no mailbox is configured', sentAt: '2026-01-05T15:10:00.000Z', simulated: 'Subject: x' } },
        reported({ providerEventId: 'sg-9', kind: 'delivered', messageId: M1, campaignId: null, reportedAt: '2026-01-05T15:20:00.000Z' }),
        reported({ providerEventId: 'sg-10', kind: 'opened', messageId: null, campaignId: null, reportedAt: '2026-01-05T15:21:00.000Z' }),
      ])
      .then(rows, [
        { message_id: M1, provider: 'smtp', status: 'sent', contact_email: 'ana@realty.example', campaign_id: 'c-1', from_domain: 'old-domain.example' },
        { message_id: M2, provider: 'smtp', status: 'sent', contact_email: 'bo@realty.example', campaign_id: 'c-1', from_domain: 'new-domain.example' },
        { message_id: M3, provider: 'sandbox', status: 'sent', contact_email: 'cy@realty.example', campaign_id: null, from_domain: 'outreach.invalid' },
        { message_id: M1, provider: 'sendgrid', status: 'delivered', contact_email: 'ana@realty.example', campaign_id: 'c-1', from_domain: 'old-domain.example' },
        { message_id: null, provider: 'sendgrid', status: 'opened', contact_email: 'ana@realty.example', campaign_id: null, from_domain: null },
      ]);
  });

  it('takes the campaign, address and mailbox an outcome carries, with no EmailQueued to read', async () => {
    const rows = `select message_id, provider, status, contact_email, campaign_id, from_domain from read.email_deliverability_logs order by "timestamp", provider_event_id`;
    const recipient = (email: string, emailAccountId: string | null, campaignId: string | null) => ({ recipient: { contactId: null, campaignId, email, emailAccountId } });
    await spec
      .given([
        mailboxAdded('dana@acme.example'),
        // No EmailQueued is given: the outcomes alone tell.
        outcome(M1, 'EmailSent', { provider: 'smtp', providerMessageId: null, response: '250 Ok', sentAt: '2026-01-05T15:04:00.000Z', ...recipient('Ana@Realty.example', ACCOUNT, 'c-1') }),
        outcome(M2, 'EmailBounced', { bounceType: 'hard', providerMessage: '550 5.1.1 User unknown', ...recipient('bo@realty.example', null, null) }),
        reported({ providerEventId: 'sg-9', kind: 'delivered', messageId: M1, campaignId: null, reportedAt: '2026-01-05T15:20:00.000Z' }),
      ])
      .then(rows, [
        { message_id: M2, provider: 'sandbox', status: 'bounced', contact_email: 'bo@realty.example', campaign_id: null, from_domain: 'outreach.invalid' },
        { message_id: M1, provider: 'smtp', status: 'sent', contact_email: 'ana@realty.example', campaign_id: 'c-1', from_domain: 'acme.example' },
        { message_id: M1, provider: 'sendgrid', status: 'delivered', contact_email: 'ana@realty.example', campaign_id: 'c-1', from_domain: 'acme.example' },
      ]);
  });

  it('takes the campaign and sending domain of a report that comes before its e-mail\'s outcome from the e-mail as it was queued', async () => {
    const rows = `select message_id, provider, status, campaign_id, from_domain from read.email_deliverability_logs order by "timestamp", provider_event_id`;
    await spec
      .given([
        mailboxAdded('dana@acme.example'),
        queuedEmail(M1),
        queuedEmail(M2, { emailAccountId: null, to: { email: 'bo@realty.example', name: null } }),
        // Reported before the engine recorded either outcome.
        reported({ providerEventId: 'sg-1', kind: 'delivered', messageId: M1, campaignId: null, reportedAt: '2026-01-05T15:20:00.000Z' }),
        reported({ providerEventId: 'sg-2', kind: 'delivered', messageId: M2, campaignId: null, email: 'bo@realty.example', reportedAt: '2026-01-05T15:21:00.000Z' }),
        reported({ providerEventId: 'sg-3', kind: 'delivered', messageId: M3, campaignId: null, reportedAt: '2026-01-05T15:22:00.000Z' }),
      ])
      .then(rows, [
        { message_id: M1, provider: 'sendgrid', status: 'delivered', campaign_id: 'c-1', from_domain: 'acme.example' },
        { message_id: M2, provider: 'sendgrid', status: 'delivered', campaign_id: 'c-1', from_domain: 'outreach.invalid' },
        // An e-mail no one queued: nothing to take.
        { message_id: M3, provider: 'sendgrid', status: 'delivered', campaign_id: null, from_domain: null },
      ]);
  });

  it('keeps an outcome once when its events reach the projection again (a replay or a rebuild gives the same rows)', async () => {
    const events = [mailboxAdded('dana@acme.example'), queuedEmail(M1), started(M1), sent(M1, '2026-01-05T15:03:30.000Z'), reported({ messageId: M1, reportedAt: '2026-01-05T15:04:10.000Z' })];
    const rows = `select event_id::text, provider, status, from_domain from read.email_deliverability_logs order by "timestamp"`;
    const expected = [
      { event_id: eventId(4), provider: 'smtp', status: 'sent', from_domain: 'acme.example' },
      { event_id: eventId(5), provider: 'sendgrid', status: 'delivered', from_domain: 'acme.example' },
    ];
    await spec.given(events).then(rows, expected);
    // The same stored events applied once more to the live tables, as a batch replayed after a crash would be.
    const tx = { query: async (text: string, params?: unknown[]) => ({ rows: await spec.query(text, params) }) } as unknown as pg.PoolClient;
    const recorded = recordedEvents(events);
    await applyBatch(tx, emailDeliverabilityLogs, recorded, givenStreams(recorded));
    expect(await spec.query(rows)).toEqual(expected);
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
    expect(table!.comment).toMatch(/one row per final outcome our sending engine recorded/);
    for (const own of ['email_deliverability_mailboxes', 'email_deliverability_messages']) {
      const columns = await spec.query(
        `select a.attname as column, col_description(a.attrelid, a.attnum) as comment from pg_attribute a
         where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped`,
        [`read.${own}`],
      );
      expect(columns.filter((r) => !r.comment)).toEqual([]);
      const [comment] = await spec.query(`select obj_description($1::regclass, 'pg_class') as comment`, [`read.${own}`]);
      expect(comment!.comment).toBeTruthy();
    }
  });
});
