import { addressCheck } from '@outreach/testing';
import { describe, expect, it } from 'vitest';
import { iso, projectionSpec, type GivenEvent } from '../projectionSpec.ts';
import { campaigns } from './campaigns.ts';

const spec = projectionSpec(campaigns);

const SPRING = '55555555-5555-4555-8555-555555555555';
const COPY = '55555555-5555-4555-8555-555555555556';
const WELCOME = '33333333-3333-4333-8333-333333333333';
const SALES = '66666666-6666-4666-8666-666666666661';
const M1 = '88888888-8888-4888-8888-000000000001';
const M2 = '88888888-8888-4888-8888-000000000002';
const M3 = '88888888-8888-4888-8888-000000000003';
const OTHER = '88888888-8888-4888-8888-000000000009';
const stream = `campaign-${SPRING}`;

const fields = {
  name: 'Spring listings',
  type: 'email',
  content: { kind: 'template', templateId: WELCOME },
  sender: { kind: 'mailbox', emailAccountId: SALES },
  recipientFilter: { cities: ['Austin'], performanceTiers: ['elite'], minListings: 5, minExperience: null },
  abTest: null,
  sequence: null,
  sendWindow: null,
  tracking: { opens: true, clicks: false },
};
const created: GivenEvent = { type: 'CampaignCreated', streamId: stream, data: { campaignId: SPRING, createdAt: '2026-01-05T15:00:00.000Z', recipientCount: 1200, ...fields } };
const scheduled: GivenEvent = { type: 'CampaignScheduled', streamId: stream, data: { campaignId: SPRING, scheduledAt: '2026-01-10T09:00:00.000Z', previousScheduledAt: null, recipientCount: 1180 } };
const requested: GivenEvent = {
  type: 'CampaignSendRequested',
  streamId: stream,
  data: { campaignId: SPRING, requestedAt: '2026-01-10T09:00:00.000Z', trigger: 'schedule', requestedBy: { kind: 'system', process: 'campaign-scheduler' }, recipientCount: 1170, scheduledAt: '2026-01-10T09:00:00.000Z' },
  actor: { kind: 'system', process: 'campaign-scheduler' },
};
const recipients = [
  { contactId: 'c1', email: 'ann@example.com', name: 'Ann' },
  { contactId: 'c2', email: 'bob@example.com', name: null },
  { contactId: 'c3', email: 'cy@example.com', name: 'Cy' },
];
const fixed: GivenEvent = { type: 'CampaignAudienceFixed', streamId: stream, data: { campaignId: SPRING, chunkIndex: 0, chunkCount: 1, total: 3, recipients } };
const started: GivenEvent = {
  type: 'CampaignSendStarted',
  streamId: stream,
  data: { campaignId: SPRING, startedAt: '2026-01-10T09:01:00.000Z', recipientCount: 3, chunkCount: 1, excluded: { suppressed: 2, invalid: 1 }, emailAccountIds: [SALES] },
};
const queued = (messageId: string, n: number, campaignId: string | null = SPRING): GivenEvent => ({
  type: 'EmailQueued',
  streamId: `outbound-email-${messageId}`,
  data: {
    messageId,
    emailAccountId: SALES,
    to: { email: recipients[n]!.email, name: recipients[n]!.name },
    contactId: recipients[n]!.contactId,
    campaignId,
    source: 'campaign',
    marketing: true,
    subject: 'Hi',
    text: 'Hello',
    html: null,
    notBefore: '2026-01-10T09:01:00.000Z',
  },
});
const outcome = (type: string, messageId: string, data: Record<string, unknown>): GivenEvent => ({ type, streamId: `outbound-email-${messageId}`, data: { messageId, ...data } });
const report = (kind: string, messageId: string, reportedAt: string): GivenEvent => ({
  type: 'EmailDeliveryReported',
  streamId: 'email-delivery-ann@example.com',
  data: { provider: 'sendgrid', providerEventId: `${kind}-${reportedAt}`, kind, email: 'ann@example.com', messageId, campaignId: SPRING, bounceType: null, reason: null, providerResponse: null, reportedAt },
  actor: { kind: 'webhook', source: 'sendgrid' },
});

const campaignQuery = `select id::text, name, type, status, template_id::text, subject, content, from_email_account_id::text, spread_across_mailboxes, recipient_filter, recipient_count,
                              sent_count, open_count, click_count, skipped_count, failed_count, unknown_count, excluded_count, ab_test, sequence, send_window, tracking,
                              ${iso('scheduled_at')} as scheduled_at, paused_from, ${iso('sent_at')} as sent_at, ${iso('completed_at')} as completed_at, copied_from_id::text,
                              ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at, created_by, updated_by
                         from read.campaigns order by created_at, id`;
const row = {
  id: SPRING,
  name: 'Spring listings',
  type: 'email',
  status: 'draft',
  template_id: WELCOME,
  subject: null,
  content: null,
  from_email_account_id: SALES,
  spread_across_mailboxes: false,
  recipient_filter: fields.recipientFilter,
  recipient_count: 1200,
  sent_count: 0,
  open_count: 0,
  click_count: 0,
  skipped_count: 0,
  failed_count: 0,
  unknown_count: 0,
  excluded_count: 0,
  ab_test: null,
  sequence: null,
  send_window: null,
  tracking: { opens: true, clicks: false },
  scheduled_at: null,
  paused_from: null,
  sent_at: null,
  completed_at: null,
  copied_from_id: null,
  created_at: '2026-01-05T15:00:00.000Z',
  updated_at: '2026-01-05T15:00:00.000Z',
  created_by: 'spec',
  updated_by: 'spec',
};

describe('campaigns projection', () => {
  it('lists each campaign created or copied, once, with its definition, audience and who made it', async () => {
    const ab = { variants: [{ key: 'A', subject: 'One', content: null }, { key: 'B', subject: 'Two', content: null }], testPercent: 20, waitHours: 4, metric: 'replies', fallback: 'first-variant' };
    await spec
      .given([
        created,
        created,
        {
          type: 'CampaignCopied',
          streamId: `campaign-${COPY}`,
          data: { campaignId: COPY, copiedFromId: SPRING, createdAt: '2026-01-05T16:00:00.000Z', recipientCount: 900, ...fields, name: 'Spring (Copy)', type: 'ab-test', content: { kind: 'own', subject: 'Shared', content: '' }, sender: { kind: 'spread' }, abTest: ab },
          actor: { kind: 'user', id: 'u2', username: 'kim' },
        },
      ])
      .then(campaignQuery, [
        row,
        {
          ...row,
          id: COPY,
          name: 'Spring (Copy)',
          type: 'ab-test',
          template_id: null,
          subject: 'Shared',
          from_email_account_id: null,
          spread_across_mailboxes: true,
          ab_test: ab,
          recipient_count: 900,
          copied_from_id: SPRING,
          created_at: '2026-01-05T16:00:00.000Z',
          updated_at: '2026-01-05T16:00:00.000Z',
          created_by: 'kim',
          updated_by: 'kim',
        },
      ]);
  });

  it('applies an edit in full and follows the status: scheduled, paused, resumed, sending, started, sent', async () => {
    await spec
      .given([
        created,
        {
          type: 'CampaignUpdated',
          streamId: stream,
          data: {
            campaignId: SPRING,
            updatedAt: '2026-01-05T15:01:00.000Z',
            changed: ['name', 'content', 'sequence', 'type'],
            recipientCount: 1180,
            ...fields,
            name: 'Spring sequence',
            type: 'sequence',
            content: null,
            sequence: [{ step: 1, content: { kind: 'template', templateId: WELCOME }, delayDays: 0, sendWindow: null, sameThread: false }],
          },
        },
        scheduled,
        { type: 'CampaignPaused', streamId: stream, data: { campaignId: SPRING, pausedAt: '2026-01-05T15:03:00.000Z', from: 'scheduled' }, reason: 'Waiting for approval' },
        { type: 'CampaignResumed', streamId: stream, data: { campaignId: SPRING, resumedAt: '2026-01-05T15:04:00.000Z', to: 'scheduled' } },
        requested,
        fixed,
        started,
        { type: 'CampaignSendCompleted', streamId: stream, data: { campaignId: SPRING, completedAt: '2026-01-10T10:00:00.000Z', counts: { selected: 3, sent: 3, skipped: {}, failed: 0, unknown: 0 } }, occurredAt: '2026-01-10T10:00:00.000Z' },
      ])
      .then(campaignQuery, [
        {
          ...row,
          name: 'Spring sequence',
          type: 'sequence',
          status: 'sent',
          sequence: [{ step: 1, content: { kind: 'template', templateId: WELCOME }, delayDays: 0, sendWindow: null, sameThread: false }],
          recipient_count: 3,
          excluded_count: 3,
          scheduled_at: '2026-01-10T09:00:00.000Z',
          sent_at: '2026-01-10T09:01:00.000Z',
          completed_at: '2026-01-10T10:00:00.000Z',
          updated_at: '2026-01-10T10:00:00.000Z',
        },
      ]);
  });

  it('takes a scheduled campaign that could not start back to a draft with why, until it is scheduled again', async () => {
    const missed: GivenEvent = {
      type: 'CampaignScheduleMissed',
      streamId: stream,
      data: { campaignId: SPRING, scheduledAt: '2026-01-10T09:00:00.000Z', missedAt: '2026-01-10T09:00:05.000Z', reason: 'No recipients' },
      actor: { kind: 'system', process: 'campaign-scheduler' },
    };
    const notice = { scheduledAt: '2026-01-10T09:00:00.000Z', missedAt: '2026-01-10T09:00:05.000Z', reason: 'No recipients' };
    const pushed = await spec
      .given([created, scheduled, missed])
      .then(`select status, scheduled_at, schedule_missed from read.campaigns`, [{ status: 'draft', scheduled_at: null, schedule_missed: notice }]);
    // Open campaign lists learn that it is a draft again.
    expect(pushed.map((n) => [n.subject, (n.data as { status?: string }).status])).toEqual([['push.campaign_progress', 'draft']]);
    await spec
      .given([created, scheduled, missed])
      .then(`select type, actor_name, metadata from read.campaign_events where type = 'schedule_missed'`, [
        { type: 'schedule_missed', actor_name: 'campaign-scheduler', metadata: { event: 'CampaignScheduleMissed', ...notice } },
      ]);
    await spec.given([created, scheduled, missed, scheduled]).then(`select status, schedule_missed from read.campaigns`, [{ status: 'scheduled', schedule_missed: null }]);
  });

  it('takes a send that found no one left in its audience back to a draft with why, pushing its verification, until it is sent again', async () => {
    const reason = 'No one left to send to: every address in its audience was left out (1 unsubscribed, bounced or complained, 2 invalid)';
    const notStarted: GivenEvent = {
      type: 'CampaignSendNotStarted',
      streamId: stream,
      data: { campaignId: SPRING, requestedAt: '2026-01-10T09:00:00.000Z', trigger: 'schedule', stoppedAt: '2026-01-10T09:00:04.000Z', excluded: { suppressed: 1, invalid: 2 }, reason },
    };
    const notice = { requestedAt: '2026-01-10T09:00:00.000Z', stoppedAt: '2026-01-10T09:00:04.000Z', reason };
    const pushed = await spec
      .given([created, requested, notStarted])
      .then(`select status, sent_at, excluded_count, send_not_started from read.campaigns`, [{ status: 'draft', sent_at: null, excluded_count: 3, send_not_started: notice }]);
    expect(pushed.at(-1)!.data).toMatchObject({ status: 'draft', phase: 'verifying', verificationStats: { validEmails: 0, invalidEmails: 3 } });
    await spec
      .given([created, requested, notStarted])
      .then(`select type, metadata from read.campaign_events where type = 'send_not_started'`, [
        { type: 'send_not_started', metadata: { event: 'CampaignSendNotStarted', requestedAt: notice.requestedAt, trigger: 'schedule', stoppedAt: notice.stoppedAt, excluded: { suppressed: 1, invalid: 2 }, reason } },
      ]);
    await spec
      .given([created, requested, notStarted, requested])
      .then(`select status, excluded_count, send_not_started from read.campaigns`, [{ status: 'sending', excluded_count: 0, send_not_started: null }]);
  });

  it('keeps a timeline of the campaign’s events with who, when, why and a summary (never the recipient list)', async () => {
    await spec
      .given([
        created,
        scheduled,
        { type: 'CampaignPaused', streamId: stream, data: { campaignId: SPRING, pausedAt: '2026-01-05T15:02:00.000Z', from: 'scheduled' }, reason: 'Waiting for approval' },
        { type: 'CampaignCancelled', streamId: stream, data: { campaignId: SPRING, cancelledAt: '2026-01-05T15:03:00.000Z', from: 'paused' }, actor: { kind: 'user', id: 'u2', username: 'kim' } },
      ])
      .then(`select campaign_id::text, contact_id, type, ${iso('occurred_at')} as at, actor_name, reason, metadata from read.campaign_events order by occurred_at, commit_position, prepare_position`, [
        { campaign_id: SPRING, contact_id: null, type: 'created', at: '2026-01-05T15:00:00.000Z', actor_name: 'spec', reason: null, metadata: { event: 'CampaignCreated', name: 'Spring listings', type: 'email', recipientCount: 1200 } },
        {
          campaign_id: SPRING,
          contact_id: null,
          type: 'scheduled',
          at: '2026-01-05T15:01:00.000Z',
          actor_name: 'spec',
          reason: null,
          metadata: { event: 'CampaignScheduled', scheduledAt: '2026-01-10T09:00:00.000Z', previousScheduledAt: null, recipientCount: 1180 },
        },
        { campaign_id: SPRING, contact_id: null, type: 'paused', at: '2026-01-05T15:02:00.000Z', actor_name: 'spec', reason: 'Waiting for approval', metadata: { event: 'CampaignPaused', pausedAt: '2026-01-05T15:02:00.000Z', from: 'scheduled' } },
        { campaign_id: SPRING, contact_id: null, type: 'cancelled', at: '2026-01-05T15:03:00.000Z', actor_name: 'kim', reason: null, metadata: { event: 'CampaignCancelled', cancelledAt: '2026-01-05T15:03:00.000Z', from: 'paused' } },
      ]);
    await spec
      .given([created, requested, fixed])
      .then(`select type, metadata from read.campaign_events where type = 'audience_fixed'`, [{ type: 'audience_fixed', metadata: { event: 'CampaignAudienceFixed', chunkIndex: 0, chunkCount: 1, total: 3, recipients: 3 } }]);
  });

  it('counts each recipient e-mail’s outcome once, and the first open and click of the kinds the campaign tracks; e-mails of no campaign are left out', async () => {
    await spec
      .given([
        created,
        requested,
        fixed,
        started,
        queued(M1, 0),
        queued(M2, 1),
        queued(M3, 2),
        queued(OTHER, 0, null),
        outcome('EmailSent', M1, { attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: '2026-01-10T09:02:00.000Z' }),
        outcome('EmailSent', M1, { attempt: 2, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: '2026-01-10T09:02:30.000Z' }),
        outcome('EmailFailed', M2, { attempt: 1, permanent: false, providerMessage: '421 try later' }),
        outcome('EmailBounced', M2, { attempt: 2, bounceType: 'hard', providerMessage: '550 no such user' }),
        outcome('EmailSkipped', M3, { reason: 'Unsubscribed' }),
        outcome('EmailSent', OTHER, { attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: '2026-01-10T09:02:00.000Z' }),
        report('opened', M1, '2026-01-10T11:00:00.000Z'),
        report('opened', M1, '2026-01-10T12:00:00.000Z'),
        report('clicked', M1, '2026-01-10T12:01:00.000Z'),
        report('opened', OTHER, '2026-01-10T12:00:00.000Z'),
      ])
      .then(`select sent_count, open_count, click_count, skipped_count, failed_count, unknown_count from read.campaigns`, [
        // The campaign tracks opens, not clicks: the click a provider reported is on the timeline but not counted.
        { sent_count: 1, open_count: 1, click_count: 0, skipped_count: 1, failed_count: 1, unknown_count: 0 },
      ]);
    await spec
      .given([created, queued(M1, 0), queued(M2, 1), outcome('EmailSent', M1, { attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: '2026-01-10T09:02:00.000Z' }), report('opened', M1, '2026-01-10T11:00:00.000Z')])
      .then(`select message_id::text, contact_id, email, status, reason, ${iso('opened_at')} as opened_at from read.campaign_messages order by message_id`, [
        { message_id: M1, contact_id: 'c1', email: 'ann@example.com', status: 'sent', reason: '250 OK', opened_at: '2026-01-10T11:00:00.000Z' },
        { message_id: M2, contact_id: 'c2', email: 'bob@example.com', status: 'queued', reason: null, opened_at: null },
      ]);
    await spec
      .given([created, queued(M1, 0), outcome('EmailSent', M1, { attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: '2026-01-10T09:02:00.000Z', simulated: 'From: …' }), report('opened', M1, '2026-01-10T11:00:00.000Z')])
      .then(`select contact_id, type, reason, metadata from read.campaign_events where contact_id is not null order by occurred_at`, [
        { contact_id: 'c1', type: 'queued', reason: null, metadata: { source: 'campaign', subject: 'Hi', notBefore: '2026-01-10T09:01:00.000Z', emailAccountId: SALES } },
        { contact_id: 'c1', type: 'sent', reason: '250 OK', metadata: { attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: '2026-01-10T09:02:00.000Z' } },
        { contact_id: 'c1', type: 'opened', reason: null, metadata: { provider: 'sendgrid', bounceType: null, providerResponse: null } },
      ]);
    // A skip's address check stays with the address (read.email_verifications); its reason says what the check found.
    const invalid = addressCheck({ email: 'bob@example.com', status: 'invalid', subStatus: 'no_mx', isDeliverable: false, detail: 'no mail servers' });
    await spec
      .given([created, queued(M2, 1), outcome('EmailSkipped', M2, { reason: 'Invalid address: no mail servers', verification: invalid })])
      .then(`select type, reason, metadata from read.campaign_events where contact_id = 'c2' and type = 'skipped'`, [
        { type: 'skipped', reason: 'Invalid address: no mail servers', metadata: { reason: 'Invalid address: no mail servers' } },
      ]);
  });

  it('applies a burst of e-mails queued and answered together as the events one by one would: each counted once, each on the timeline', async () => {
    const sent = (messageId: string, at: string) => outcome('EmailSent', messageId, { attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: at });
    const burst = [created, queued(M1, 0), queued(M2, 1), queued(M3, 2), sent(M1, '2026-01-10T09:02:00.000Z'), sent(M2, '2026-01-10T09:02:01.000Z'), outcome('EmailSkipped', M3, { reason: 'Unsubscribed' })];
    await spec
      .given([...burst, sent(M3, '2026-01-10T09:03:00.000Z')])
      .then(`select sent_count, skipped_count from read.campaigns`, [{ sent_count: 2, skipped_count: 1 }]);
    await spec.given(burst).then(`select contact_id, type, reason from read.campaign_events where contact_id is not null order by contact_id, type`, [
      { contact_id: 'c1', type: 'queued', reason: null },
      { contact_id: 'c1', type: 'sent', reason: '250 OK' },
      { contact_id: 'c2', type: 'queued', reason: null },
      { contact_id: 'c2', type: 'sent', reason: '250 OK' },
      { contact_id: 'c3', type: 'queued', reason: null },
      { contact_id: 'c3', type: 'skipped', reason: 'Unsubscribed' },
    ]);
  });

  it('pushes the progress of a campaign being sent after each commit: verifying, sending with its figures, completed', async () => {
    const progress = (data: Record<string, unknown>) => ({
      subject: 'push.campaign_progress',
      data: { campaignId: SPRING, status: 'sending', recipientCount: 0, verificationStats: null, sentCount: 0, skippedCount: 0, failedCount: 0, unknownCount: 0, ...data },
    });
    expect(await spec.given([created]).then(`select count(*)::int as n from read.campaigns`, [{ n: 1 }])).toEqual([]);
    expect(await spec.given([created, requested]).then(`select status from read.campaigns`, [{ status: 'sending' }])).toEqual([progress({ phase: 'verifying' })]);
    const sent = outcome('EmailSent', M1, { attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: '2026-01-10T09:02:00.000Z' });
    expect(await spec.given([created, requested, fixed, started, queued(M1, 0), queued(M2, 1), queued(M3, 2), sent]).then(`select sent_count from read.campaigns`, [{ sent_count: 1 }])).toEqual([
      progress({ phase: 'sending', recipientCount: 3, verificationStats: { validEmails: 3, invalidEmails: 3 }, sentCount: 1 }),
    ]);
    const completed: GivenEvent = {
      type: 'CampaignSendCompleted',
      streamId: stream,
      data: { campaignId: SPRING, completedAt: '2026-01-10T09:05:00.000Z', counts: { selected: 3, sent: 1, skipped: { Unsubscribed: 1 }, failed: 1, unknown: 0 } },
    };
    const notifications = await spec
      .given([
        created,
        requested,
        fixed,
        started,
        queued(M1, 0),
        queued(M2, 1),
        queued(M3, 2),
        sent,
        outcome('EmailBounced', M2, { attempt: 1, bounceType: 'hard', providerMessage: '550 no such user' }),
        outcome('EmailSkipped', M3, { reason: 'Unsubscribed' }),
        completed,
      ])
      .then(`select status from read.campaigns`, [{ status: 'sent' }]);
    expect(notifications).toEqual([
      progress({ status: 'sent', phase: 'completed', recipientCount: 3, verificationStats: { validEmails: 3, invalidEmails: 3 }, sentCount: 1, skippedCount: 1, failedCount: 1 }),
    ]);
  });

  it('describes its tables and every column for analysts', async () => {
    for (const table of campaigns.tables) {
      const missing = await spec.query(
        `select a.attname from pg_attribute a
          where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and col_description(a.attrelid, a.attnum) is null`,
        [`read.${table}`],
      );
      expect(missing, table).toEqual([]);
      expect((await spec.query(`select obj_description($1::regclass, 'pg_class') as comment`, [`read.${table}`]))[0]!.comment).toBeTruthy();
    }
  });
});
