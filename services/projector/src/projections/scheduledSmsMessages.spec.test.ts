import { describe, expect, it } from 'vitest';
import { iso, projectionSpec, specTime, type GivenEvent } from '../projectionSpec.ts';
import { scheduledSmsMessages } from './scheduledSmsMessages.ts';

const spec = projectionSpec(scheduledSmsMessages);

const CONV = '44444444-4444-4444-8444-444444444444';
const HELD = '55555555-5555-4555-8555-555555555551';
const AT_ONCE = '55555555-5555-4555-8555-555555555552';
const CONTACT = '66666666-6666-4666-8666-666666666666';
const AGENT = '+15125550142';
const OURS = '+15125550100';
const BODY = 'Hi Ana, your listings on autopilot: 7 days free';
const QUIET = 'Quiet hours in America/Chicago (8 a.m.–9 p.m.)';
const RATE = 'Paced to 1 text a second from +15125550100';

const ev = (type: string, data: object): GivenEvent => ({ type, streamId: `sms-conversation-${CONV}`, data: { conversationId: CONV, ...data } });
const started = ev('ConversationStarted', { phoneNumber: AGENT, contactId: CONTACT });
const requested = (messageId: string) => ev('SmsSendRequested', { messageId, body: BODY, to: AGENT, kind: 'campaign', encoding: 'GSM-7', segments: 1 });
const quietHold = (until: string) => ev('SmsSendDeferred', { messageId: HELD, until, reason: QUIET, cause: 'quiet-hours', timezone: 'America/Chicago' });
const rateHold = (until: string) => ev('SmsSendDeferred', { messageId: HELD, until, reason: RATE, cause: 'rate', timezone: null });
const claimed = (messageId: string, at: string) => ev('SmsSendStarted', { messageId, attempt: 1, startedAt: at });
const sent = (messageId: string) => ev('SmsSent', { messageId, providerSid: `SM${messageId.slice(-4)}`, status: 'queued', from: OURS });

const row = `select id::text, conversation_id::text, to_phone, message, contact_id::text, campaign_id, ${iso('scheduled_for')} as scheduled_for, status,
                    hold_cause, hold_reason, quiet_hours_reason, ${iso('original_send_time')} as original_send_time, timezone, retry_count,
                    ${iso('last_attempt')} as last_attempt, error_message, ${iso('sent_at')} as sent_at, ${iso('updated_at')} as updated_at
               from read.scheduled_sms_messages`;
const status = `select status, retry_count, error_message, ${iso('sent_at')} as sent_at from read.scheduled_sms_messages`;

describe('scheduledSmsMessages projection', () => {
  it('records a text held for quiet hours with its reason, original time and zone; a text sent at once does not appear', async () => {
    await spec.given([started, requested(HELD), requested(AT_ONCE), quietHold('2026-01-06T14:00:00.000Z'), claimed(AT_ONCE, specTime(4)), sent(AT_ONCE)]).then(row, [
      {
        id: HELD,
        conversation_id: CONV,
        to_phone: AGENT,
        message: BODY,
        contact_id: CONTACT,
        campaign_id: null,
        scheduled_for: '2026-01-06T14:00:00.000Z',
        status: 'pending',
        hold_cause: 'quiet-hours',
        hold_reason: QUIET,
        quiet_hours_reason: QUIET,
        original_send_time: specTime(1),
        timezone: 'America/Chicago',
        retry_count: 0,
        last_attempt: specTime(3),
        error_message: null,
        sent_at: null,
        updated_at: specTime(3),
      },
    ]);
    await spec.given([started, requested(AT_ONCE), claimed(AT_ONCE, specTime(2)), sent(AT_ONCE)]).then(`select count(*)::int as n from read.scheduled_sms_messages`, [{ n: 0 }]);
    // Nothing is left waiting once a text is settled without being held.
    await spec.given([started, requested(AT_ONCE), sent(AT_ONCE)]).then(`select count(*)::int as n from read.scheduled_sms_requests`, [{ n: 0 }]);
  });

  it('moves a held text when it is held again, counting the retries and keeping the quiet-hours zone and reason through a rate hold', async () => {
    await spec
      .given([started, requested(HELD), quietHold('2026-01-06T14:00:00.000Z'), rateHold('2026-01-06T14:00:02.000Z')])
      .then(`select ${iso('scheduled_for')} as scheduled_for, hold_cause, hold_reason, quiet_hours_reason, timezone, retry_count, ${iso('last_attempt')} as last_attempt from read.scheduled_sms_messages`, [
        {
          scheduled_for: '2026-01-06T14:00:02.000Z',
          hold_cause: 'rate',
          hold_reason: RATE,
          quiet_hours_reason: QUIET,
          timezone: 'America/Chicago',
          retry_count: 1,
          last_attempt: specTime(3),
        },
      ]);
    // Held by the rate alone: no zone and no quiet-hours reason.
    await spec.given([started, requested(HELD), rateHold('2026-01-05T15:02:02.000Z')]).then(`select hold_cause, quiet_hours_reason, timezone, retry_count from read.scheduled_sms_messages`, [
      { hold_cause: 'rate', quiet_hours_reason: null, timezone: null, retry_count: 0 },
    ]);
  });

  it('follows a held text to sending and sent, failed, or unknown with why', async () => {
    const held = [started, requested(HELD), quietHold('2026-01-06T14:00:00.000Z')];
    await spec.given([...held, claimed(HELD, '2026-01-06T14:00:00.000Z')]).then(`select status, ${iso('last_attempt')} as last_attempt from read.scheduled_sms_messages`, [
      { status: 'sending', last_attempt: '2026-01-06T14:00:00.000Z' },
    ]);
    await spec.given([...held, claimed(HELD, '2026-01-06T14:00:00.000Z'), sent(HELD)]).then(status, [{ status: 'sent', retry_count: 0, error_message: null, sent_at: specTime(4) }]);
    await spec.given([...held, ev('SmsSendFailed', { messageId: HELD, error: 'Not sent: this number is on the suppression list (SMS STOP)' })]).then(status, [
      { status: 'failed', retry_count: 0, error_message: 'Not sent: this number is on the suppression list (SMS STOP)', sent_at: null },
    ]);
    await spec
      .given([...held, claimed(HELD, '2026-01-06T14:00:00.000Z'), ev('SmsSendOutcomeUnknown', { messageId: HELD, attempt: 1, reason: 'It may have gone out' })])
      .then(status, [{ status: 'unknown', retry_count: 0, error_message: 'It may have gone out', sent_at: null }]);
  });

  it('has no contact for a conversation with a number no contact has', async () => {
    const noContact = ev('ConversationStarted', { phoneNumber: AGENT, contactId: null });
    await spec.given([noContact, requested(HELD), quietHold('2026-01-06T14:00:00.000Z')]).then(`select contact_id from read.scheduled_sms_messages`, [{ contact_id: null }]);
  });

  it('comments every table and column', async () => {
    const missing = await spec.query(
      `select c.table_name, c.column_name from information_schema.columns c
        where c.table_schema = 'read' and c.table_name = any($1)
          and (col_description(format('read.%I', c.table_name)::regclass, c.ordinal_position) is null
               or obj_description(format('read.%I', c.table_name)::regclass, 'pg_class') is null)`,
      [scheduledSmsMessages.tables],
    );
    expect(missing).toEqual([]);
  });
});
