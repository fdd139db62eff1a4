import { describe, expect, it } from 'vitest';
import { testContext } from '../kit/given.ts';
import { streamCategory } from '../kit/streams.ts';
import {
  deliverySuppression,
  emailDeliveryAppend,
  emailDeliveryEventId,
  emailDeliveryReported,
  emailDeliveryStream,
  unsubscribesContact,
  type EmailDeliveryReport,
} from './emailDelivery.ts';

const report = (overrides: Partial<EmailDeliveryReport> = {}): EmailDeliveryReport => ({
  provider: 'sendgrid',
  providerEventId: 'sg-1',
  kind: 'delivered',
  email: 'Ana@Realty.Example',
  messageId: null,
  campaignId: null,
  bounceType: null,
  reason: null,
  providerResponse: '250 OK',
  reportedAt: '2026-01-05T15:00:00Z',
  ...overrides,
});

describe('emailDeliveryReported', () => {
  it('records the address in lower case, the time as an ISO instant and blank texts as null', () => {
    expect(emailDeliveryReported(report({ messageId: ' ', reason: '', campaignId: 'c-1' })).data).toEqual({
      provider: 'sendgrid',
      providerEventId: 'sg-1',
      kind: 'delivered',
      email: 'ana@realty.example',
      messageId: null,
      campaignId: 'c-1',
      bounceType: null,
      reason: null,
      providerResponse: '250 OK',
      reportedAt: '2026-01-05T15:00:00.000Z',
    });
  });

  it('keeps a bounce type only on bounces, a bounce without one counting as soft', () => {
    expect(emailDeliveryReported(report({ kind: 'bounced', bounceType: 'hard' })).data.bounceType).toBe('hard');
    expect(emailDeliveryReported(report({ kind: 'bounced', bounceType: null })).data.bounceType).toBe('soft');
    expect(emailDeliveryReported(report({ kind: 'deferred', bounceType: 'hard' })).data.bounceType).toBeNull();
  });

  it('cuts very long provider texts', () => {
    const reason = emailDeliveryReported(report({ reason: 'x'.repeat(5_000) })).data.reason!;
    expect(reason).toHaveLength(2_000);
    expect(reason.endsWith('…')).toBe(true);
  });

  it('refuses a report without an event id, an address or a valid time', () => {
    expect(() => emailDeliveryReported(report({ providerEventId: ' ' }))).toThrow('A sendgrid event has no event id');
    expect(() => emailDeliveryReported(report({ email: 'nobody' }))).toThrow('The sendgrid event sg-1 has no recipient address');
    expect(() => emailDeliveryReported(report({ reportedAt: 'yesterday' }))).toThrow('The sendgrid event sg-1 has no valid time');
  });
});

describe('emailDeliveryAppend', () => {
  it('goes to the stream of the address with an id derived from provider and provider event id only', () => {
    const context = testContext({ actor: { kind: 'webhook', source: 'sendgrid' } });
    const first = emailDeliveryAppend(emailDeliveryReported(report()), context);
    const again = emailDeliveryAppend(emailDeliveryReported(report({ reportedAt: '2026-01-06T00:00:00Z' })), testContext());
    expect(first.streamId).toBe('email-delivery-ana@realty.example');
    expect(streamCategory(first.streamId)).toBe('email-delivery');
    expect(first.event.eventId).toBe(again.event.eventId);
    expect(first.event.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first.event.metadata).toMatchObject({ eventId: first.event.eventId, actor: { kind: 'webhook', source: 'sendgrid' }, occurredAt: context.now });
    expect(emailDeliveryEventId('mailgun', 'sg-1')).not.toBe(first.event.eventId);
    expect(emailDeliveryEventId('sendgrid', 'sg-2')).not.toBe(first.event.eventId);
    expect(emailDeliveryStream(' Bo@X.Example ')).toBe('email-delivery-bo@x.example');
  });
});

describe('what a report means for later sends', () => {
  it('suppresses the address after a hard bounce, a complaint, an unsubscribe or a drop, not after a soft bounce or an open', () => {
    expect(deliverySuppression({ kind: 'bounced', bounceType: 'hard' })).toBe('hard-bounce');
    expect(deliverySuppression({ kind: 'bounced', bounceType: 'soft' })).toBeNull();
    expect(deliverySuppression({ kind: 'complained', bounceType: null })).toBe('complaint');
    expect(deliverySuppression({ kind: 'unsubscribed', bounceType: null })).toBe('unsubscribe');
    expect(deliverySuppression({ kind: 'dropped', bounceType: null })).toBe('dropped');
    for (const kind of ['delivered', 'deferred', 'opened', 'clicked'] as const) expect(deliverySuppression({ kind, bounceType: null })).toBeNull();
  });

  it('unsubscribes the contact after an unsubscribe or a complaint only', () => {
    expect(unsubscribesContact({ kind: 'unsubscribed' })).toBe(true);
    expect(unsubscribesContact({ kind: 'complained' })).toBe(true);
    expect(unsubscribesContact({ kind: 'bounced' })).toBe(false);
  });
});
