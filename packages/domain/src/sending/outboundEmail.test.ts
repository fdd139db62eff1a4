import { addressCheck } from '@outreach/testing';
import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { outboundEmail, type OutboundEmailEvent, type QueuedEmail } from './outboundEmail.ts';

const M = 'm1';
const queued: QueuedEmail = {
  messageId: M,
  emailAccountId: 'acc-1',
  to: { email: 'ana@realty.example', name: 'Ana Ruiz' },
  contactId: 'c1',
  campaignId: 'camp-1',
  source: 'campaign',
  marketing: true,
  subject: 'Your listings, on autopilot',
  text: 'Hi Ana, try it free for 7 days.',
  html: null,
  notBefore: '2026-01-05T15:00:00.000Z',
};
const q: OutboundEmailEvent = { type: 'EmailQueued', data: queued };
/** What an outcome carries of the queued e-mail. */
const recipient = { contactId: 'c1', campaignId: 'camp-1', email: 'ana@realty.example', emailAccountId: 'acc-1' };
const started = (attempt: number): OutboundEmailEvent => ({ type: 'EmailSendStarted', data: { messageId: M, attempt, startedAt: '2026-01-05T15:04:00.000Z' } });

describe('outbound e-mail', () => {
  it('is queued once; queuing it again changes nothing', () => {
    expect(given(outboundEmail, []).when({ type: 'QueueEmail', ...queued }).run()).toEqual([q]);
    expect(given(outboundEmail, [q]).when({ type: 'QueueEmail', ...queued }).run()).toEqual([]);
  });

  it('refuses an e-mail without a valid address, subject or content', () => {
    expect(given(outboundEmail, []).when({ type: 'QueueEmail', ...queued, to: { email: 'nope', name: null } }).error()).toMatchObject({ code: 'invalid', message: 'Not a valid e-mail address: nope' });
    expect(given(outboundEmail, []).when({ type: 'QueueEmail', ...queued, subject: ' ' }).error().message).toBe('Subject is required');
    expect(given(outboundEmail, []).when({ type: 'QueueEmail', ...queued, text: '' }).error().message).toBe('Content is required');
  });

  it('carries the check of the address made for the send in its claim, or in the skip of an address it found invalid', () => {
    const verification = addressCheck({ verifiedAt: '2026-01-05T15:04:00.000Z' });
    expect(given(outboundEmail, [q]).when({ type: 'StartEmailSend', messageId: M, verification }).run()).toEqual([
      { type: 'EmailSendStarted', data: { messageId: M, attempt: 1, startedAt: '2026-01-05T15:04:00.000Z', verification } },
    ]);
    const invalid = { ...verification, status: 'invalid' as const, subStatus: 'no_mx', score: 0, isDeliverable: false, detail: 'no mail servers' };
    expect(given(outboundEmail, [q]).when({ type: 'SkipEmail', messageId: M, reason: 'Invalid address: no mail servers', verification: invalid }).run()).toEqual([
      { type: 'EmailSkipped', data: { messageId: M, reason: 'Invalid address: no mail servers', verification: invalid } },
    ]);
  });

  it('claims each attempt before the provider is called, and records the answer for that attempt', () => {
    expect(given(outboundEmail, [q]).when({ type: 'StartEmailSend', messageId: M }).run()).toEqual([started(1)]);
    expect(given(outboundEmail, [q, started(1)]).when({ type: 'StartEmailSend', messageId: M }).error()).toMatchObject({ code: 'illegal_state' });
    expect(given(outboundEmail, [q, started(1)]).when({ type: 'RecordEmailSent', messageId: M, provider: 'smtp', providerMessageId: '<x@y>', response: '250 OK' }).run()).toEqual([
      { type: 'EmailSent', data: { messageId: M, attempt: 1, provider: 'smtp', providerMessageId: '<x@y>', response: '250 OK', sentAt: '2026-01-05T15:04:00.000Z', recipient } },
    ]);
  });

  it('a sent, skipped, bounced, failed or unknown e-mail is never sent again', () => {
    const sent: OutboundEmailEvent = { type: 'EmailSent', data: { messageId: M, attempt: 1, provider: 'smtp', providerMessageId: null, response: null, sentAt: '2026-01-05T15:04:00.000Z' } };
    const unknown: OutboundEmailEvent = { type: 'EmailOutcomeUnknown', data: { messageId: M, attempt: 1, reason: 'the worker stopped' } };
    for (const past of [[q, started(1), sent], [q, started(1), unknown], [q, { type: 'EmailSkipped', data: { messageId: M, reason: 'Unsubscribed' } }]] as OutboundEmailEvent[][]) {
      expect(given(outboundEmail, past).when({ type: 'StartEmailSend', messageId: M }).run()).toEqual([]);
    }
  });

  it('a recipient refused for good is a hard bounce; a transient refusal is tried again later, up to five attempts', () => {
    const refuse = (permanent: boolean, recipientRefused = true) => ({ type: 'RecordEmailRefused' as const, messageId: M, permanent, recipientRefused, providerMessage: '550 5.1.1 No such user' });
    expect(given(outboundEmail, [q, started(1)]).when(refuse(true)).run()).toEqual([
      { type: 'EmailBounced', data: { messageId: M, attempt: 1, bounceType: 'hard', providerMessage: '550 5.1.1 No such user', recipient } },
    ]);
    expect(given(outboundEmail, [q, started(1)]).when(refuse(true, false)).run()[0]).toMatchObject({ type: 'EmailFailed', data: { permanent: true } });
    const later = given(outboundEmail, [q, started(1)]).when(refuse(false)).run();
    expect(later.map((e) => e.type)).toEqual(['EmailFailed', 'EmailDeferred']);
    expect(later[1]!.data).toMatchObject({ until: '2026-01-05T15:05:00.000Z', cause: 'retry' });
    const past = [q, ...[1, 2, 3, 4].flatMap((n) => [started(n), { type: 'EmailFailed', data: { messageId: M, attempt: n, permanent: false, providerMessage: '421' } }, { type: 'EmailDeferred', data: { messageId: M, until: '2026-01-05T16:00:00.000Z', reason: 'r', cause: 'retry' } }] as OutboundEmailEvent[]), started(5)];
    expect(given(outboundEmail, past).when(refuse(false)).run()).toEqual([{ type: 'EmailFailed', data: { messageId: M, attempt: 5, permanent: true, providerMessage: '550 5.1.1 No such user', recipient } }]);

    // A mailbox that cannot sign in or reach its server sent nothing: its e-mails wait, however many tries it takes.
    const signIn = { type: 'RecordEmailRefused' as const, messageId: M, permanent: false, recipientRefused: false, mailboxProblem: true, providerMessage: '535 Authentication failed' };
    const waits = given(outboundEmail, past).when(signIn).run();
    expect(waits.map((e) => e.type)).toEqual(['EmailFailed', 'EmailDeferred']);
    expect(waits[0]!.data).toMatchObject({ permanent: false });
    expect(waits[0]!.data).not.toHaveProperty('recipient');
    expect(waits[1]!.data).toMatchObject({ until: '2026-01-05T17:04:00.000Z', cause: 'setting', reason: 'The mailbox could not sign in or reach its mail server (535 Authentication failed); it waits and is tried again' });
  });

  it('a claim with no answer becomes Unknown; deferral and skipping are refused while a send is in progress', () => {
    expect(given(outboundEmail, [q, started(1)]).when({ type: 'RecordEmailOutcomeUnknown', messageId: M, reason: 'stopped' }).run()).toEqual([
      { type: 'EmailOutcomeUnknown', data: { messageId: M, attempt: 1, reason: 'stopped', recipient } },
    ]);
    expect(given(outboundEmail, [q, started(1)]).when({ type: 'SkipEmail', messageId: M, reason: 'x' }).error()).toMatchObject({ code: 'illegal_state' });
    expect(given(outboundEmail, [q]).when({ type: 'DeferEmail', messageId: M, until: '2026-01-06T08:00:00.000Z', reason: 'Daily limit of 50 reached', cause: 'daily-limit' }).run()).toEqual([
      { type: 'EmailDeferred', data: { messageId: M, until: '2026-01-06T08:00:00.000Z', reason: 'Daily limit of 50 reached', cause: 'daily-limit' } },
    ]);
    const paced = given(outboundEmail, [q, { type: 'EmailDeferred', data: { messageId: M, until: '2026-01-05T15:04:02.000Z', reason: 'Paced', cause: 'pacing' } }]);
    expect(paced.state.pacedSlot).toBe('2026-01-05T15:04:02.000Z');
  });

  it('knows an e-mail held back by its paused campaign, until it is claimed or deferred for another cause', () => {
    const held: OutboundEmailEvent = { type: 'EmailDeferred', data: { messageId: M, until: '2026-01-06T15:00:00.000Z', reason: 'The campaign is paused', cause: 'campaign-paused' } };
    expect(given(outboundEmail, [q, held]).state).toMatchObject({ status: 'deferred', heldByCampaign: true, dueAt: '2026-01-06T15:00:00.000Z' });
    expect(given(outboundEmail, [q, held, started(1)]).state.heldByCampaign).toBe(false);
    const limited: OutboundEmailEvent = { type: 'EmailDeferred', data: { messageId: M, until: '2026-01-07T08:00:00.000Z', reason: 'Daily limit', cause: 'daily-limit' } };
    expect(given(outboundEmail, [q, held, limited]).state.heldByCampaign).toBe(false);
  });
});
