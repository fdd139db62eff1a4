import { describe, expect, it } from 'vitest';
import { sendgridReports } from './sendgridEvents.ts';

const base = { email: 'Ana@Realty.Example', timestamp: 1767625200, sg_message_id: 'msg.filter', outreach_message_id: 'm-1', outreach_campaign_id: 'c-1' };
const one = (event: Record<string, unknown>) => sendgridReports([{ ...base, sg_event_id: 'e-1', ...event }])[0]?.data;

describe('sendgridReports', () => {
  it('records a delivery with our message and campaign ids, the server answer and SendGrid time', () => {
    expect(one({ event: 'delivered', response: '250 2.0.0 OK' })).toEqual({
      provider: 'sendgrid',
      providerEventId: 'e-1',
      kind: 'delivered',
      email: 'ana@realty.example',
      messageId: 'm-1',
      campaignId: 'c-1',
      bounceType: null,
      reason: null,
      providerResponse: '250 2.0.0 OK',
      reportedAt: '2026-01-05T15:00:00.000Z',
    });
  });

  it('maps bounce (hard), blocked (soft), dropped, deferred, spam reports, unsubscribes, opens and clicks', () => {
    expect(one({ event: 'bounce', type: 'bounce', reason: '550 5.1.1 No such user', status: '5.1.1' })).toMatchObject({ kind: 'bounced', bounceType: 'hard', reason: '550 5.1.1 No such user', providerResponse: '5.1.1' });
    expect(one({ event: 'bounce', type: 'blocked', reason: '421 try later', status: '4.7.0' })).toMatchObject({ kind: 'bounced', bounceType: 'soft' });
    expect(one({ event: 'dropped', reason: 'Bounced Address' })).toMatchObject({ kind: 'dropped', bounceType: null, reason: 'Bounced Address' });
    expect(one({ event: 'deferred', response: '451 4.3.0 Mailbox busy', attempt: '2' })).toMatchObject({ kind: 'deferred', reason: '451 4.3.0 Mailbox busy', providerResponse: '451 4.3.0 Mailbox busy' });
    expect(one({ event: 'spamreport' })).toMatchObject({ kind: 'complained' });
    expect(one({ event: 'unsubscribe' })).toMatchObject({ kind: 'unsubscribed', reason: null });
    expect(one({ event: 'group_unsubscribe', asm_group_id: 42 })).toMatchObject({ kind: 'unsubscribed', reason: 'Unsubscribe group 42' });
    expect(one({ event: 'open', response: 'ignored' })).toMatchObject({ kind: 'opened', providerResponse: null });
    expect(one({ event: 'click', url: 'https://listings.example/demo' })).toMatchObject({ kind: 'clicked', reason: 'https://listings.example/demo' });
  });

  it('reads our ids from custom_args too, and leaves them null on mail we did not tag', () => {
    expect(sendgridReports([{ email: 'a@b.example', timestamp: 1767625200, sg_event_id: 'e', event: 'delivered', custom_args: { outreach_message_id: 'm-9' } }])[0]!.data).toMatchObject({ messageId: 'm-9', campaignId: null });
  });

  it('leaves out events it does not record, and refuses a batch with a malformed recorded event', () => {
    expect(sendgridReports([{ ...base, event: 'processed', sg_event_id: 'p' }, { ...base, event: 'group_resubscribe', sg_event_id: 'r' }])).toEqual([]);
    expect(() => sendgridReports({ event: 'delivered' })).toThrow('SendGrid posts a JSON array of events');
    expect(() => sendgridReports([42])).toThrow('Event 0 is not an object');
    expect(() => sendgridReports([{ ...base, event: 'delivered' }])).toThrow('Event 0 (delivered) has no sg_event_id');
    expect(() => sendgridReports([{ ...base, event: 'bounce', sg_event_id: 'x', email: undefined }])).toThrow('Event 0 (bounce) has no email');
    expect(() => sendgridReports([{ ...base, event: 'open', sg_event_id: 'x', timestamp: 'soon' }])).toThrow('Event 0 (open) has no valid timestamp');
  });
});
