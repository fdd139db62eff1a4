import { OUTBOUND_EMAIL_STATUSES } from '@outreach/contracts';
import { describe, expect, it } from 'vitest';
import { anyPending, isPending, OUTBOX_STATUSES, outboundEmailPath, outboxListUrl, providerLabel, recipientText, statusColor, statusLabel, subjectText } from './outboxDisplay.ts';

describe('outbox display', () => {
  it("knows every status the engine has, in the engine's order", () => {
    expect(OUTBOX_STATUSES).toEqual([...OUTBOUND_EMAIL_STATUSES]);
  });

  it('colours a status: sent green, on its way blue or gold, given up red, unknown orange', () => {
    expect(Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, statusColor(status)]))).toEqual({
      queued: 'blue',
      deferred: 'gold',
      sending: 'blue',
      sent: 'green',
      skipped: 'red',
      failed: 'red',
      bounced: 'red',
      complained: 'red',
      unknown: 'orange',
    });
    expect(OUTBOX_STATUSES.map(statusLabel)).toEqual(['Queued', 'Deferred', 'Sending', 'Sent', 'Skipped', 'Failed', 'Bounced', 'Spam complaint', 'Unknown']);
  });

  it('polls while an e-mail is queued, deferred or sending, and not once all are settled', () => {
    expect(OUTBOX_STATUSES.filter(isPending)).toEqual(['queued', 'deferred', 'sending']);
    expect(anyPending([{ status: 'sent' }, { status: 'deferred' }])).toBe(true);
    expect(anyPending([{ status: 'sent' }, { status: 'bounced' }, { status: 'unknown' }])).toBe(false);
    expect(anyPending([])).toBe(false);
  });

  it('names the provider: the sandbox as simulated, a mailbox by its provider, none yet as a dash', () => {
    expect(providerLabel({ provider: 'sandbox', emailAccountId: null })).toBe('Sandbox (simulated)');
    expect(providerLabel({ provider: null, emailAccountId: null })).toBe('Sandbox (simulated)');
    expect(providerLabel({ provider: 'smtp', emailAccountId: 'a1' })).toBe('SMTP');
    expect(providerLabel({ provider: 'sendgrid', emailAccountId: 'a1' })).toBe('SendGrid');
    expect(providerLabel({ provider: 'postmark', emailAccountId: 'a1' })).toBe('postmark');
    expect(providerLabel({ provider: null, emailAccountId: 'a1' })).toBe('—');
  });

  it('writes the recipient with its name when it has one, and an empty subject as such', () => {
    expect(recipientText({ to: 'ana@agents.test', toName: 'Ana Silva' })).toBe('Ana Silva <ana@agents.test>');
    expect(recipientText({ to: 'ana@agents.test', toName: null })).toBe('ana@agents.test');
    expect(recipientText({ to: 'ana@agents.test', toName: '  ' })).toBe('ana@agents.test');
    expect(subjectText('Hello')).toBe('Hello');
    expect(subjectText(' ')).toBe('(no subject)');
  });

  it('asks for a page by status, the sandbox and the previous cursor', () => {
    expect(outboxListUrl({ status: null, sandboxOnly: false }, null)).toBe('/api/outbound-emails?limit=50');
    expect(outboxListUrl({ status: 'deferred', sandboxOnly: true }, 'WyIyMDI2Il0')).toBe('/api/outbound-emails?status=deferred&sandbox=true&after=WyIyMDI2Il0&limit=50');
    expect(outboundEmailPath('a/b')).toBe('/api/outbound-emails/a%2Fb');
  });
});
