import { describe, expect, it } from 'vitest';
import { iso, projectionSpec, type GivenEvent } from '../projectionSpec.ts';
import { outboundEmails } from './outboundEmails.ts';
import { queuedEmailEvent } from './queuedEmail.fixture.ts';

const spec = projectionSpec(outboundEmails);
const M = '77777777-7777-4777-8777-777777777777';
const ev = (type: string, data: object): GivenEvent => ({ type, streamId: `outbound-email-${M}`, data: { messageId: M, ...data } });
const queued = queuedEmailEvent(M);
const row = `select status, reason, provider, attempts, ${iso('due_at')} as due_at, sent_at is not null as sent, simulated from read.outbound_emails`;

describe('outboundEmails projection', () => {
  it('follows an e-mail from queued through a deferral to sent, keeping the sandbox message', async () => {
    await spec.given([queued]).then(row, [{ status: 'queued', reason: null, provider: null, attempts: 0, due_at: '2026-01-05T15:00:00.000Z', sent: false, simulated: null }]);
    await spec
      .given([queued, ev('EmailDeferred', { until: '2026-01-06T08:00:00.000Z', reason: 'Daily limit of 50 reached', cause: 'daily-limit' })])
      .then(row, [{ status: 'deferred', reason: 'Daily limit of 50 reached', provider: null, attempts: 0, due_at: '2026-01-06T08:00:00.000Z', sent: false, simulated: null }]);
    await spec
      .given([
        queued,
        ev('EmailSendStarted', { attempt: 1, startedAt: '2026-01-05T15:00:01.000Z' }),
        ev('EmailSent', { attempt: 1, provider: 'sandbox', providerMessageId: null, response: 'Simulated', sentAt: '2026-01-05T15:00:02.000Z', simulated: 'Subject: x' }),
      ])
      .then(row, [{ status: 'sent', reason: 'Simulated', provider: 'sandbox', attempts: 1, due_at: '2026-01-05T15:00:00.000Z', sent: true, simulated: 'Subject: x' }]);
  });

  it('applies a burst of e-mails queued, claimed and answered together as the events one by one would', async () => {
    const ids = ['77777777-7777-4777-8777-7777777777a1', '77777777-7777-4777-8777-7777777777a2', '77777777-7777-4777-8777-7777777777a3'];
    const of = (id: string, type: string, data: object): GivenEvent => ({ type, streamId: `outbound-email-${id}`, data: { messageId: id, ...data } });
    const burst = (id: string, i: number) => of(id, 'EmailQueued', { ...(queued.data as object), messageId: id, to: { email: `agent${i}@realty.example`, name: null }, emailAccountId: i === 0 ? null : '66666666-6666-4666-8666-666666666661' });
    const started = (id: string) => of(id, 'EmailSendStarted', { attempt: 1, startedAt: '2026-01-05T15:00:01.000Z' });
    await spec
      .given([
        ...ids.map(burst),
        ...ids.map(started),
        of(ids[0]!, 'EmailSent', { attempt: 1, provider: 'sandbox', providerMessageId: null, response: 'Simulated', sentAt: '2026-01-05T15:00:02.000Z', simulated: 'Subject: x' }),
        of(ids[1]!, 'EmailSent', { attempt: 1, provider: 'smtp', providerMessageId: '<1@x>', response: '250 Ok', sentAt: '2026-01-05T15:00:03.000Z' }),
        of(ids[2]!, 'EmailDeferred', { until: '2026-01-06T08:00:00.000Z', reason: 'Daily limit of 50 reached', cause: 'daily-limit' }),
        of(ids[2]!, 'EmailDeferred', { until: '2026-01-07T08:00:00.000Z', reason: 'Daily limit of 50 reached again', cause: 'daily-limit' }),
      ])
      .then(`${row.replace('select ', 'select to_email, email_account_id::text as account, ')} order by to_email`, [
        { to_email: 'agent0@realty.example', account: null, status: 'sent', reason: 'Simulated', provider: 'sandbox', attempts: 1, due_at: '2026-01-05T15:00:00.000Z', sent: true, simulated: 'Subject: x' },
        { to_email: 'agent1@realty.example', account: '66666666-6666-4666-8666-666666666661', status: 'sent', reason: '250 Ok', provider: 'smtp', attempts: 1, due_at: '2026-01-05T15:00:00.000Z', sent: true, simulated: null },
        { to_email: 'agent2@realty.example', account: '66666666-6666-4666-8666-666666666661', status: 'deferred', reason: 'Daily limit of 50 reached again', provider: null, attempts: 1, due_at: '2026-01-07T08:00:00.000Z', sent: false, simulated: null },
      ]);
  });

  it('records skips, bounces, permanent failures and unknown outcomes with their reasons; a transient failure leaves the row to its deferral', async () => {
    const started = ev('EmailSendStarted', { attempt: 1, startedAt: '2026-01-05T15:00:01.000Z' });
    const status = `select status, reason from read.outbound_emails`;
    await spec.given([queued, ev('EmailSkipped', { reason: 'Unsubscribed' })]).then(status, [{ status: 'skipped', reason: 'Unsubscribed' }]);
    await spec.given([queued, started, ev('EmailBounced', { attempt: 1, bounceType: 'hard', providerMessage: '550 No such user' })]).then(status, [{ status: 'bounced', reason: '550 No such user' }]);
    await spec.given([queued, started, ev('EmailFailed', { attempt: 1, permanent: true, providerMessage: '554 Rejected' })]).then(status, [{ status: 'failed', reason: '554 Rejected' }]);
    await spec.given([queued, started, ev('EmailFailed', { attempt: 1, permanent: false, providerMessage: '421 Later' })]).then(status, [{ status: 'sending', reason: null }]);
    await spec.given([queued, started, ev('EmailOutcomeUnknown', { attempt: 1, reason: 'stopped' })]).then(status, [{ status: 'unknown', reason: 'stopped' }]);
  });

  it("takes the sending service's later reports of its own e-mails: first delivery, open and click, a hard bounce or a complaint as the status", async () => {
    const started = ev('EmailSendStarted', { attempt: 1, startedAt: '2026-01-05T15:00:01.000Z' });
    const sent = ev('EmailSent', { attempt: 1, provider: 'sendgrid', providerMessageId: 'sg-1', response: '250 Ok', sentAt: '2026-01-05T15:00:02.000Z' });
    const report = (kind: string, reportedAt: string, extra: object = {}): GivenEvent => ({
      type: 'EmailDeliveryReported',
      streamId: 'email-delivery-ana@realty.example',
      data: { provider: 'sendgrid', providerEventId: `${kind}-${reportedAt}`, kind, email: 'ana@realty.example', messageId: M, campaignId: 'camp-1', bounceType: null, reason: null, providerResponse: null, reportedAt, ...extra },
    });
    const facts = `select status, reason, ${iso('delivered_at')} as delivered, ${iso('opened_at')} as opened, ${iso('clicked_at')} as clicked, ${iso('complained_at')} as complained from read.outbound_emails`;
    await spec
      .given([queued, started, sent, report('delivered', '2026-01-05T15:00:05.000Z'), report('opened', '2026-01-05T16:00:00.000Z'), report('opened', '2026-01-05T17:00:00.000Z'), report('clicked', '2026-01-05T16:01:00.000Z')])
      .then(facts, [{ status: 'sent', reason: '250 Ok', delivered: '2026-01-05T15:00:05.000Z', opened: '2026-01-05T16:00:00.000Z', clicked: '2026-01-05T16:01:00.000Z', complained: null }]);
    await spec
      .given([queued, started, sent, report('complained', '2026-01-06T09:00:00.000Z')])
      .then(facts, [{ status: 'complained', reason: 'The recipient reported it as spam', delivered: null, opened: null, clicked: null, complained: '2026-01-06T09:00:00.000Z' }]);
    const status = `select status, reason from read.outbound_emails`;
    await spec
      .given([queued, started, sent, report('bounced', '2026-01-05T15:01:00.000Z', { bounceType: 'hard', reason: '550 5.1.1 User unknown' })])
      .then(status, [{ status: 'bounced', reason: '550 5.1.1 User unknown' }]);
    // A soft bounce, a report about someone else's e-mail (no id of ours) change nothing.
    await spec
      .given([queued, started, sent, report('bounced', '2026-01-05T15:01:00.000Z', { bounceType: 'soft' }), report('complained', '2026-01-06T09:00:00.000Z', { messageId: null })])
      .then(status, [{ status: 'sent', reason: '250 Ok' }]);
  });

  it('counts the replies read from the mailbox: the first one’s time, and the newest one’s sender and words even when read out of order', async () => {
    const started = ev('EmailSendStarted', { attempt: 1, startedAt: '2026-01-05T15:00:01.000Z' });
    const sent = ev('EmailSent', { attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 Ok', sentAt: '2026-01-05T15:00:02.000Z' });
    const reply = (replyMessageId: string, receivedAt: string, snippet: string): GivenEvent => ({
      type: 'EmailReplied',
      streamId: `email-replies-${M}`,
      data: { messageId: M, contactId: null, campaignId: 'camp-1', emailAccountId: 'a1', replyMessageId, from: 'ana@realty.example', fromName: 'Ana', subject: 'Re: x', snippet, receivedAt },
    });
    const replies = `select reply_count, ${iso('replied_at')} as replied, ${iso('last_reply_at')} as last, last_reply_from, last_reply_snippet from read.outbound_emails`;
    await spec.given([queued, started, sent]).then(replies, [{ reply_count: 0, replied: null, last: null, last_reply_from: null, last_reply_snippet: null }]);
    await spec
      .given([queued, started, sent, reply('r2', '2026-01-06T10:00:00.000Z', 'Call me Tuesday.'), reply('r1', '2026-01-06T09:00:00.000Z', 'Interested.')])
      .then(replies, [{ reply_count: 2, replied: '2026-01-06T09:00:00.000Z', last: '2026-01-06T10:00:00.000Z', last_reply_from: 'ana@realty.example', last_reply_snippet: 'Call me Tuesday.' }]);
  });

  it("pushes campaign_deferrals when a campaign's e-mails are deferred or move on from waiting, once a batch, and not for other changes", async () => {
    const deferred = ev('EmailDeferred', { until: '2026-01-06T08:00:00.000Z', reason: 'Daily limit of 50 reached', cause: 'daily-limit' });
    const started = ev('EmailSendStarted', { attempt: 1, startedAt: '2026-01-06T08:00:01.000Z' });
    const sent = ev('EmailSent', { attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 Ok', sentAt: '2026-01-06T08:00:02.000Z' });
    const push = { subject: 'push.campaign_deferrals', data: { campaignId: 'camp-1' } };
    const status = `select status from read.outbound_emails`;
    expect(await spec.given([queued, started, sent]).then(status, [{ status: 'sent' }])).toEqual([]);
    expect(await spec.given([queued, deferred]).then(status, [{ status: 'deferred' }])).toEqual([push]);
    expect(await spec.given([queued, deferred]).lastBatchNotifications()).toEqual([push]);
    // The deferral ends: the e-mail that waited goes (its own batch), and what it answers changes nothing that waits.
    expect(await spec.given([queued, deferred, started]).lastBatchNotifications()).toEqual([push]);
    expect(await spec.given([queued, deferred, started, sent]).lastBatchNotifications()).toEqual([]);
    // An e-mail of no campaign (a test e-mail) pushes nothing.
    const alone = { ...queued, data: { ...(queued.data as object), campaignId: null } };
    expect(await spec.given([alone, deferred]).lastBatchNotifications()).toEqual([]);
    // A burst of deferrals of one campaign's e-mails (one statement) pushes once.
    const ids = ['77777777-7777-4777-8777-7777777777b1', '77777777-7777-4777-8777-7777777777b2'];
    const of = (id: string, type: string, data: object): GivenEvent => ({ type, streamId: `outbound-email-${id}`, data: { ...data, messageId: id } });
    expect(
      await spec
        .given([...ids.map((id) => of(id, 'EmailQueued', { ...(queued.data as object), messageId: id })), ...ids.map((id) => of(id, 'EmailDeferred', deferred.data as object))])
        .then(status, [{ status: 'deferred' }, { status: 'deferred' }]),
    ).toEqual([push]);
  });
});
