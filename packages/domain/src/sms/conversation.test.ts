import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { conversation, isMarketingText, OPTED_OUT_MESSAGE, type SmsEvent } from './conversation.ts';

const C = 'c1';
const started: SmsEvent = { type: 'ConversationStarted', data: { conversationId: C, phoneNumber: '+15125550142', contactId: 'k1' } };
const requested: SmsEvent = { type: 'SmsSendRequested', data: { conversationId: C, messageId: 'm1', body: 'Hi', to: '+15125550142', kind: 'reply', encoding: 'GSM-7', segments: 1 } };
const sent: SmsEvent = { type: 'SmsSent', data: { conversationId: C, messageId: 'm1', providerSid: 'SM1', status: 'queued', from: '+15005550006' } };
const receive = (sid: string, body: string, optOutType: string | null = null) => ({
  type: 'ReceiveSms' as const,
  conversationId: C,
  messageId: `in-${sid}`,
  providerSid: sid,
  body,
  from: '+15125550142',
  to: '+15005550006',
  optOutType,
});

describe('conversation', () => {
  it('records a send as requested with its segments, and its outcome once', () => {
    expect(given(conversation, [started]).when({ type: 'RequestSms', conversationId: C, messageId: 'm1', body: ' Hi ', kind: 'reply' }).run()).toEqual([requested]);
    const result = { type: 'RecordSendResult' as const, conversationId: C, messageId: 'm1', providerSid: 'SM1', status: 'queued', from: '+15005550006', error: null };
    expect(given(conversation, [started, requested]).when(result).run()).toEqual([sent]);
    expect(given(conversation, [started, requested, sent]).when(result).run()).toEqual([]);
    expect(given(conversation, [started, requested]).when({ ...result, providerSid: null, error: 'Invalid number' }).run()[0]!.type).toBe('SmsSendFailed');
  });

  it('moves a status forward only (callbacks arrive out of order)', () => {
    const status = (s: string) => ({ type: 'RecordSmsStatus' as const, conversationId: C, providerSid: 'SM1', status: s, errorCode: null });
    const delivered: SmsEvent = { type: 'SmsStatusRecorded', data: { conversationId: C, messageId: 'm1', providerSid: 'SM1', status: 'delivered', errorCode: null } };
    expect(given(conversation, [started, requested, sent]).when(status('delivered')).run()).toEqual([delivered]);
    expect(given(conversation, [started, requested, sent, delivered]).when(status('sent')).run()).toEqual([]);
    expect(given(conversation, [started, requested, sent]).when({ ...status('sent'), providerSid: 'SM-unknown' }).run()).toEqual([]);
  });

  it('accepts a repeated inbound MessageSid once', () => {
    const first = given(conversation, [started]).when(receive('SMin1', 'Hello')).run();
    expect(first.map((e) => e.type)).toEqual(['SmsReceived']);
    expect(given(conversation, [started, ...first]).when(receive('SMin1', 'Hello')).run()).toEqual([]);
  });

  it('STOP opts out and every send is then refused; START opts back in', () => {
    const stop = given(conversation, [started]).when(receive('SMs', 'stop')).run();
    expect(stop.map((e) => e.type)).toEqual(['SmsReceived', 'SmsOptedOut']);
    expect(given(conversation, [started, ...stop]).when({ type: 'RequestSms', conversationId: C, messageId: 'm2', body: 'Hi', kind: 'reply' }).run).toThrow(OPTED_OUT_MESSAGE);
    const start = given(conversation, [started, ...stop]).when(receive('SMt', 'START')).run();
    expect(start.map((e) => e.type)).toEqual(['SmsReceived', 'SmsOptedIn']);
    expect(given(conversation, [started]).when(receive('SMh', 'whatever', 'STOP')).run().map((e) => e.type)).toEqual(['SmsReceived', 'SmsOptedOut']);
    expect(given(conversation, [started]).when(receive('SMx', 'help')).run().map((e) => e.type)).toEqual(['SmsReceived', 'SmsHelpRequested']);
  });

  it('reads, archives (a new message reopens) and blocks (sends refused)', () => {
    const inbound = given(conversation, [started]).when(receive('SMa', 'Hi')).run();
    expect(given(conversation, [started, ...inbound]).when({ type: 'MarkConversationRead', conversationId: C }).run()).toEqual([
      { type: 'ConversationRead', data: { conversationId: C, unread: 1 } },
    ]);
    const archived: SmsEvent = { type: 'ConversationArchived', data: { conversationId: C } };
    expect(given(conversation, [started, archived]).when(receive('SMb', 'again')).run()[0]!.type).toBe('ConversationReopened');
    const blocked: SmsEvent = { type: 'ConversationBlocked', data: { conversationId: C } };
    expect(given(conversation, [started, blocked]).when({ type: 'RequestSms', conversationId: C, messageId: 'm3', body: 'x', kind: 'direct' }).run).toThrow('This number is blocked');
    expect(given(conversation, []).when({ type: 'ArchiveConversation', conversationId: C }).run).toThrow('Conversation not found');
  });

  describe('sending: claimed before the provider, deferred, unknown', () => {
    const NOW = '2026-01-05T15:04:00.000Z';
    const claim = { type: 'StartSmsSend' as const, conversationId: C, messageId: 'm1' };
    const claimed: SmsEvent = { type: 'SmsSendStarted', data: { conversationId: C, messageId: 'm1', attempt: 1, startedAt: NOW } };
    const result = { type: 'RecordSendResult' as const, conversationId: C, messageId: 'm1', providerSid: 'SM1', status: 'queued', from: '+15005550006', error: null };

    it('claims a requested text once, then records the answer', () => {
      expect(given(conversation, [started, requested]).when(claim).run()).toEqual([claimed]);
      expect(given(conversation, [started, requested, claimed]).when(claim).error()).toMatchObject({ code: 'illegal_state', message: 'Text m1 is already being sent' });
      expect(given(conversation, [started, requested, claimed]).when(result).run()).toEqual([sent]);
      const after = given(conversation, [started, requested, claimed, sent]);
      expect(after.state.messages.get('m1')).toMatchObject({ status: 'queued', inFlight: false, attempts: 1, kind: 'reply', startedAt: NOW });
      expect(after.when(claim).run()).toEqual([]);
      expect(given(conversation, [started]).when(claim).error()).toMatchObject({ code: 'not_found' });
    });

    it('does not claim a text to a number that opted out or was blocked since the request', () => {
      const optedOut: SmsEvent = { type: 'SmsOptedOut', data: { conversationId: C, phoneNumber: '+15125550142', contactId: 'k1', keyword: 'STOP' } };
      expect(given(conversation, [started, requested, optedOut]).when(claim).run).toThrow(OPTED_OUT_MESSAGE);
      const blocked: SmsEvent = { type: 'ConversationBlocked', data: { conversationId: C } };
      expect(given(conversation, [started, requested, blocked]).when(claim).run).toThrow('This number is blocked');
    });

    it('a claim without an answer becomes unknown, and is never claimed again', () => {
      const unknown = { type: 'RecordSmsOutcomeUnknown' as const, conversationId: C, messageId: 'm1', reason: 'The sender stopped' };
      const recorded: SmsEvent = { type: 'SmsSendOutcomeUnknown', data: { conversationId: C, messageId: 'm1', attempt: 1, reason: 'The sender stopped' } };
      expect(given(conversation, [started, requested, claimed]).when(unknown).run()).toEqual([recorded]);
      expect(given(conversation, [started, requested]).when(unknown).error()).toMatchObject({ code: 'illegal_state' });
      const after = given(conversation, [started, requested, claimed, recorded]);
      expect(after.state.messages.get('m1')).toMatchObject({ status: 'unknown', inFlight: false });
      expect(after.when(claim).run()).toEqual([]);
      expect(after.when(result).run()).toEqual([]);
      expect(after.when(unknown).run()).toEqual([]);
    });

    it('defers a text: a rate slot is held, quiet hours are not; never while a send is in progress', () => {
      const defer = { type: 'DeferSms' as const, conversationId: C, messageId: 'm1', until: '2026-01-05T15:04:01.000Z', reason: 'Paced', cause: 'rate' as const, timezone: null };
      const deferred: SmsEvent = { type: 'SmsSendDeferred', data: { conversationId: C, messageId: 'm1', until: '2026-01-05T15:04:01.000Z', reason: 'Paced', cause: 'rate', timezone: null } };
      expect(given(conversation, [started, requested]).when(defer).run()).toEqual([deferred]);
      expect(given(conversation, [started, requested, deferred]).state.messages.get('m1')).toMatchObject({ status: 'requested', dueAt: defer.until, pacedSlot: defer.until });
      const quiet: SmsEvent = { type: 'SmsSendDeferred', data: { ...deferred.data, until: '2026-01-06T14:00:00.000Z', cause: 'quiet-hours', timezone: 'America/Chicago' } } as SmsEvent;
      expect(given(conversation, [started, requested, deferred, quiet]).state.messages.get('m1')).toMatchObject({ dueAt: '2026-01-06T14:00:00.000Z', pacedSlot: null });
      // Claiming frees the slot it held.
      expect(given(conversation, [started, requested, deferred, claimed]).state.messages.get('m1')).toMatchObject({ pacedSlot: null, inFlight: true });
      expect(given(conversation, [started, requested, claimed]).when(defer).error()).toMatchObject({ code: 'illegal_state' });
      expect(given(conversation, [started, requested, claimed, sent]).when(defer).run()).toEqual([]);
      expect(given(conversation, [started, requested]).when({ ...defer, until: 'tomorrow' }).error()).toMatchObject({ code: 'invalid' });
    });

    it('a provider too busy to take a claimed text has it tried again later (a new attempt), never while no send is in progress', () => {
      const busy = { type: 'RecordSmsProviderBusy' as const, conversationId: C, messageId: 'm1', until: '2026-01-05T15:04:30.000Z', reason: 'Twilio is busy' };
      const deferred: SmsEvent = { type: 'SmsSendDeferred', data: { conversationId: C, messageId: 'm1', until: busy.until, reason: 'Twilio is busy', cause: 'provider-busy', timezone: null } };
      expect(given(conversation, [started, requested, claimed]).when(busy).run()).toEqual([deferred]);
      const after = given(conversation, [started, requested, claimed, deferred]);
      expect(after.state.messages.get('m1')).toMatchObject({ status: 'requested', inFlight: false, dueAt: busy.until, pacedSlot: null, attempts: 1 });
      expect(after.when(claim).run()).toEqual([{ type: 'SmsSendStarted', data: { conversationId: C, messageId: 'm1', attempt: 2, startedAt: NOW } }]);
      expect(given(conversation, [started, requested]).when(busy).error()).toMatchObject({ code: 'illegal_state' });
      expect(given(conversation, [started, requested, claimed, sent]).when(busy).run()).toEqual([]);
      expect(given(conversation, [started, requested, claimed]).when({ ...busy, until: 'soon' }).error()).toMatchObject({ code: 'invalid' });
    });

    it('only campaign texts are marketing', () => {
      expect(isMarketingText('campaign')).toBe(true);
      for (const kind of ['direct', 'reply', 'test'] as const) expect(isMarketingText(kind)).toBe(false);
    });
  });
});
