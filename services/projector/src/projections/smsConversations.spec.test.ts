import { describe, expect, it } from 'vitest';
import { iso, projectionSpec, specTime, type GivenEvent } from '../projectionSpec.ts';
import { smsConversations } from './smsConversations.ts';

const spec = projectionSpec(smsConversations);

const CONV = '44444444-4444-4444-8444-444444444444';
const OUT = '55555555-5555-4555-8555-555555555551';
const IN = '55555555-5555-4555-8555-555555555552';
const CONTACT = '66666666-6666-4666-8666-666666666666';
const AGENT = '+15125550142';
const OURS = '+15125550100';
const ev = (type: string, data: object): GivenEvent => ({ type, streamId: `sms-conversation-${CONV}`, data: { conversationId: CONV, ...data } });
const started = ev('ConversationStarted', { phoneNumber: AGENT, contactId: CONTACT });
const requested = ev('SmsSendRequested', { messageId: OUT, body: 'Hi Ana, the trial is free for 7 days', to: AGENT, kind: 'direct', encoding: 'GSM-7', segments: 1 });
const received = (body: string, messageId = IN, providerSid = 'SMin') => ev('SmsReceived', { messageId, providerSid, body, from: AGENT, to: OURS, segments: 1 });

const conversation = `select id::text, phone_number, contact_id::text, status, opted_out, unread_count, ${iso('last_message_at')} as last_at, last_message_preview,
                             has_outbound, has_inbound, ${iso('started_at')} as started_at
                        from read.sms_conversations`;
const messages = `select id::text, direction, body, status, error_message, provider_sid, from_number, to_number, segments, kind, sent_by,
                         ${iso('created_at')} as created_at, ${iso('sent_at')} as sent_at
                    from read.sms_messages order by created_at`;

describe('smsConversations projection', () => {
  it('records a sent text and the reply: preview, direction flags and unread count, and pushes each message change', async () => {
    const notifications = await spec
      .given([started, requested, ev('SmsSent', { messageId: OUT, providerSid: 'SMout', status: 'queued', from: OURS }), received('Is it really free?')])
      .then(conversation, [
        {
          id: CONV,
          phone_number: AGENT,
          contact_id: CONTACT,
          status: 'active',
          opted_out: false,
          unread_count: 1,
          last_at: specTime(3),
          last_message_preview: 'Is it really free?',
          has_outbound: true,
          has_inbound: true,
          started_at: specTime(0),
        },
      ]);
    expect(notifications).toEqual([
      { subject: 'push.sms_message', data: { direction: 'outbound', fromNumber: OURS, toNumber: AGENT, message: 'Hi Ana, the trial is free for 7 days', conversationId: CONV, messageId: OUT, status: 'queued' } },
      { subject: 'push.sms_message', data: { direction: 'inbound', fromNumber: AGENT, toNumber: OURS, message: 'Is it really free?', conversationId: CONV, messageId: IN, status: 'received' } },
    ]);
    await spec.given([started, requested, ev('SmsSent', { messageId: OUT, providerSid: 'SMout', status: 'queued', from: OURS }), received('Is it really free?')]).then(messages, [
      {
        id: OUT,
        direction: 'outbound',
        body: 'Hi Ana, the trial is free for 7 days',
        status: 'queued',
        error_message: null,
        provider_sid: 'SMout',
        from_number: OURS,
        to_number: AGENT,
        segments: 1,
        kind: 'direct',
        sent_by: 'spec',
        created_at: specTime(1),
        sent_at: specTime(2),
      },
      {
        id: IN,
        direction: 'inbound',
        body: 'Is it really free?',
        status: 'received',
        error_message: null,
        provider_sid: 'SMin',
        from_number: AGENT,
        to_number: OURS,
        segments: 1,
        kind: null,
        sent_by: null,
        created_at: specTime(3),
        sent_at: specTime(3),
      },
    ]);
  });

  it('keeps 120 characters of the latest message as the preview', async () => {
    const long = 'x'.repeat(130);
    await spec.given([started, received(long)]).then(`select last_message_preview from read.sms_conversations`, [{ last_message_preview: 'x'.repeat(120) }]);
  });

  it('records a failed send, and the provider’s delivery statuses with their error', async () => {
    await spec.given([started, requested, ev('SmsSendFailed', { messageId: OUT, error: 'Invalid number' })]).then(`select status, error_message from read.sms_messages`, [
      { status: 'failed', error_message: 'Invalid number' },
    ]);
    await spec
      .given([
        started,
        requested,
        ev('SmsSent', { messageId: OUT, providerSid: 'SMout', status: 'queued', from: OURS }),
        ev('SmsStatusRecorded', { messageId: OUT, providerSid: 'SMout', status: 'undelivered', errorCode: '30003' }),
        ev('SmsStatusRecorded', { messageId: OUT, providerSid: 'SMout', status: 'failed', errorCode: null }),
      ])
      .then(`select status, error_message from read.sms_messages`, [{ status: 'failed', error_message: 'Provider error 30003' }]);
  });

  it('takes a repeated inbound message once', async () => {
    await spec.given([started, received('Hello'), received('Hello')]).then(`select count(*)::int as n from read.sms_messages`, [{ n: 1 }]);
  });

  it('reads, opts out and in, archives, reopens and blocks the conversation', async () => {
    const state = `select status, opted_out, unread_count from read.sms_conversations`;
    await spec.given([started, received('a', IN, 'S1'), received('b', OUT, 'S2'), ev('ConversationRead', { unread: 2 })]).then(state, [
      { status: 'active', opted_out: false, unread_count: 0 },
    ]);
    const stop = ev('SmsOptedOut', { phoneNumber: AGENT, contactId: CONTACT, keyword: 'STOP' });
    await spec.given([started, stop]).then(state, [{ status: 'active', opted_out: true, unread_count: 0 }]);
    await spec.given([started, stop, ev('SmsOptedIn', { phoneNumber: AGENT, contactId: CONTACT, keyword: 'START' })]).then(state, [
      { status: 'active', opted_out: false, unread_count: 0 },
    ]);
    await spec.given([started, ev('ConversationArchived', {})]).then(state, [{ status: 'archived', opted_out: false, unread_count: 0 }]);
    await spec.given([started, ev('ConversationArchived', {}), ev('ConversationReopened', {})]).then(state, [{ status: 'active', opted_out: false, unread_count: 0 }]);
    const notifications = await spec.given([started, ev('ConversationBlocked', {})]).then(state, [{ status: 'blocked', opted_out: false, unread_count: 0 }]);
    expect(notifications).toEqual([{ subject: 'push.sms_conversation', data: { conversationId: CONV } }]);
  });

  it('shows a held text as scheduled with when it goes out and why, as sending once claimed, then with the provider’s status', async () => {
    const quiet = 'Quiet hours in America/Chicago (8 a.m.–9 p.m.)';
    const held = ev('SmsSendDeferred', { messageId: OUT, until: '2026-01-06T14:00:00.000Z', reason: quiet, cause: 'quiet-hours', timezone: 'America/Chicago' });
    const heldAgain = ev('SmsSendDeferred', { messageId: OUT, until: '2026-01-06T14:00:01.000Z', reason: 'Paced to 1 text a second from +15125550100', cause: 'rate', timezone: null });
    const claimed = ev('SmsSendStarted', { messageId: OUT, attempt: 1, startedAt: '2026-01-06T14:00:01.000Z' });
    const row = `select status, ${iso('scheduled_for')} as scheduled_for, scheduled_reason from read.sms_messages`;
    const notifications = await spec.given([started, requested, held]).then(row, [{ status: 'scheduled', scheduled_for: '2026-01-06T14:00:00.000Z', scheduled_reason: quiet }]);
    expect(notifications.at(-1)).toMatchObject({ subject: 'push.sms_message', data: { messageId: OUT, status: 'scheduled' } });
    await spec.given([started, requested, held, heldAgain]).then(row, [
      { status: 'scheduled', scheduled_for: '2026-01-06T14:00:01.000Z', scheduled_reason: 'Paced to 1 text a second from +15125550100' },
    ]);
    await spec.given([started, requested, held, claimed]).then(row, [{ status: 'sending', scheduled_for: '2026-01-06T14:00:00.000Z', scheduled_reason: quiet }]);
    await spec
      .given([started, requested, held, claimed, ev('SmsSent', { messageId: OUT, providerSid: 'SMout', status: 'queued', from: OURS })])
      .then(`select status from read.sms_messages`, [{ status: 'queued' }]);
    // Claimed, then Twilio too busy to take it: scheduled again, with when and why.
    const busy = ev('SmsSendDeferred', { messageId: OUT, until: '2026-01-06T14:00:31.000Z', reason: 'Twilio is taking no more requests for now', cause: 'provider-busy', timezone: null });
    await spec.given([started, requested, held, claimed, busy]).then(row, [
      { status: 'scheduled', scheduled_for: '2026-01-06T14:00:31.000Z', scheduled_reason: 'Twilio is taking no more requests for now' },
    ]);
    // A text sent at once is never scheduled.
    await spec.given([started, requested, ev('SmsSendStarted', { messageId: OUT, attempt: 1, startedAt: specTime(2) })]).then(row, [{ status: 'sending', scheduled_for: null, scheduled_reason: null }]);
  });

  it('shows a text whose send was claimed but never answered as unknown, with why', async () => {
    const claimed = ev('SmsSendStarted', { messageId: OUT, attempt: 1, startedAt: specTime(2) });
    const unknown = ev('SmsSendOutcomeUnknown', { messageId: OUT, attempt: 1, reason: 'It may have gone out' });
    const notifications = await spec
      .given([started, requested, claimed, unknown])
      .then(`select id::text, status, error_message, provider_sid from read.sms_messages`, [{ id: OUT, status: 'unknown', error_message: 'It may have gone out', provider_sid: null }]);
    expect(notifications.at(-1)).toMatchObject({ subject: 'push.sms_message', data: { messageId: OUT, status: 'unknown' } });
  });
});
