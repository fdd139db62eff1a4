import { describe, it } from 'vitest';
import { iso, projectionSpec, type GivenEvent } from '../projectionSpec.ts';
import { outboundEmails } from './outboundEmails.ts';

const spec = projectionSpec(outboundEmails);
const M = '77777777-7777-4777-8777-777777777777';
const ev = (type: string, data: object): GivenEvent => ({ type, streamId: `outbound-email-${M}`, data: { messageId: M, ...data } });
const queued = ev('EmailQueued', {
  emailAccountId: null,
  to: { email: 'ana@realty.example', name: 'Ana Ruiz' },
  contactId: null,
  campaignId: 'camp-1',
  source: 'campaign',
  marketing: true,
  subject: 'Your listings, on autopilot',
  text: 'Hi Ana',
  html: null,
  notBefore: '2026-01-05T15:00:00.000Z',
});
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

  it('records skips, bounces, permanent failures and unknown outcomes with their reasons; a transient failure leaves the row to its deferral', async () => {
    const started = ev('EmailSendStarted', { attempt: 1, startedAt: '2026-01-05T15:00:01.000Z' });
    const status = `select status, reason from read.outbound_emails`;
    await spec.given([queued, ev('EmailSkipped', { reason: 'Unsubscribed' })]).then(status, [{ status: 'skipped', reason: 'Unsubscribed' }]);
    await spec.given([queued, started, ev('EmailBounced', { attempt: 1, bounceType: 'hard', providerMessage: '550 No such user' })]).then(status, [{ status: 'bounced', reason: '550 No such user' }]);
    await spec.given([queued, started, ev('EmailFailed', { attempt: 1, permanent: true, providerMessage: '554 Rejected' })]).then(status, [{ status: 'failed', reason: '554 Rejected' }]);
    await spec.given([queued, started, ev('EmailFailed', { attempt: 1, permanent: false, providerMessage: '421 Later' })]).then(status, [{ status: 'sending', reason: null }]);
    await spec.given([queued, started, ev('EmailOutcomeUnknown', { attempt: 1, reason: 'stopped' })]).then(status, [{ status: 'unknown', reason: 'stopped' }]);
  });
});
