import { describe, expect, it } from 'vitest';
import { mailgunReport, mailgunWebhook } from './mailgunEvents.ts';

const event = (fields: Record<string, unknown>) => ({
  id: 'mg-1',
  timestamp: 1767625200.25,
  recipient: 'Bo@Realty.Example',
  'user-variables': { outreach_message_id: 'm-1', outreach_campaign_id: 'c-1' },
  ...fields,
});

describe('mailgunWebhook', () => {
  it('takes the signature block and the event, and refuses a body that is not an object', () => {
    expect(mailgunWebhook({ signature: { timestamp: '1', token: 't', signature: 'ab' }, 'event-data': { event: 'delivered' } })).toEqual({
      signature: { timestamp: '1', token: 't', signature: 'ab' },
      eventData: { event: 'delivered' },
    });
    expect(mailgunWebhook({ 'event-data': {} }).signature).toBeUndefined();
    expect(() => mailgunWebhook([1])).toThrow('Mailgun posts a JSON object with signature and event-data');
  });
});

describe('mailgunReport', () => {
  it('records a delivery with our ids, the server answer and Mailgun time', () => {
    expect(mailgunReport(event({ event: 'delivered', 'delivery-status': { code: 250, message: 'OK' } }))!.data).toEqual({
      provider: 'mailgun',
      providerEventId: 'mg-1',
      kind: 'delivered',
      email: 'bo@realty.example',
      messageId: 'm-1',
      campaignId: 'c-1',
      bounceType: null,
      reason: null,
      providerResponse: '250 OK',
      reportedAt: '2026-01-05T15:00:00.250Z',
    });
  });

  it('maps permanent failures to hard bounces (drops when Mailgun suppressed the address), temporary ones to soft bounces', () => {
    const status = { code: 550, message: '5.1.1 The email account does not exist', description: '' };
    expect(mailgunReport(event({ event: 'failed', severity: 'permanent', reason: 'bounce', 'delivery-status': status }))!.data).toMatchObject({
      kind: 'bounced',
      bounceType: 'hard',
      reason: '5.1.1 The email account does not exist',
      providerResponse: '550 5.1.1 The email account does not exist',
    });
    expect(mailgunReport(event({ event: 'failed', severity: 'permanent', reason: 'suppress-bounce', 'delivery-status': { code: 605, description: 'Not delivering to previously bounced address' } }))!.data).toMatchObject({
      kind: 'dropped',
      bounceType: null,
      reason: 'Not delivering to previously bounced address',
    });
    expect(mailgunReport(event({ event: 'failed', severity: 'temporary', reason: 'generic', 'delivery-status': { code: 452, message: 'Mailbox full' } }))!.data).toMatchObject({ kind: 'bounced', bounceType: 'soft' });
  });

  it('maps complaints, unsubscribes, opens and clicks, and leaves out what it does not record', () => {
    expect(mailgunReport(event({ event: 'complained' }))!.data.kind).toBe('complained');
    expect(mailgunReport(event({ event: 'unsubscribed' }))!.data.kind).toBe('unsubscribed');
    expect(mailgunReport(event({ event: 'opened' }))!.data.kind).toBe('opened');
    expect(mailgunReport(event({ event: 'clicked', url: 'https://x.example' }))!.data).toMatchObject({ kind: 'clicked', reason: 'https://x.example' });
    expect(mailgunReport(event({ event: 'accepted' }))).toBeUndefined();
  });

  it('refuses a recorded event without id, recipient or time', () => {
    expect(() => mailgunReport(undefined)).toThrow('The Mailgun webhook has no event-data');
    expect(() => mailgunReport(event({ event: 'delivered', id: undefined }))).toThrow('The Mailgun delivered event has no id');
    expect(() => mailgunReport(event({ event: 'delivered', recipient: undefined }))).toThrow('The Mailgun delivered event has no recipient');
    expect(() => mailgunReport(event({ event: 'delivered', timestamp: '1767625200' }))).toThrow('The Mailgun delivered event has no valid timestamp');
  });
});
