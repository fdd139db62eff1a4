import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../shared/format/formatDate.ts';
import { connectionSummary, deleteFailureToast, groupByProvider, lastTestSummary, warmupSummary } from './emailAccountDisplay.ts';
import { emailAccountFixture as account } from './emailAccountFixture.ts';

describe('groupByProvider', () => {
  it('groups SMTP, SendGrid, Microsoft 365 and Google Workspace in that order, keeping the order given inside a group', () => {
    const bulk = account({ id: 'b', name: 'Bulk', provider: 'sendgrid' });
    const support = account({ id: 's', name: 'Support', isPrimary: true });
    const sales = account({ id: 'a', name: 'Sales' });
    const office = account({ id: 'm', name: 'Office', provider: 'microsoft' });
    const groups = groupByProvider([bulk, support, office, sales]);
    expect(groups.map((g) => [g.label, g.accounts.map((a) => a.name)])).toEqual([
      ['SMTP', ['Support', 'Sales']],
      ['SendGrid', ['Bulk']],
      ['Microsoft 365', ['Office']],
    ]);
    expect(groups.map((g) => g.provider)).toEqual(['smtp', 'sendgrid', 'microsoft']);
  });

  it('gives no group for no account', () => {
    expect(groupByProvider([])).toEqual([]);
  });
});

describe('warmupSummary', () => {
  it('shows today’s limit of the daily limit and the warm-up day while warm-up is on', () => {
    expect(warmupSummary({ warmupEnabled: true, currentDailyLimit: 50, dailyLimit: 2500, warmupDay: 1 })).toBe("Today's limit: 50 of 2,500 emails · Day 1 of 30");
    expect(warmupSummary({ warmupEnabled: true, currentDailyLimit: 1200, dailyLimit: 10000, warmupDay: 17 })).toBe("Today's limit: 1,200 of 10,000 emails · Day 17 of 30");
  });

  it('shows the whole daily limit once the 30 days are done', () => {
    expect(warmupSummary({ warmupEnabled: true, currentDailyLimit: 2500, dailyLimit: 4000, warmupDay: 30 })).toBe('Warmed up · up to 4,000 emails a day');
  });

  it('never shows today’s limit above the daily limit: the sender keeps to the lower of the two', () => {
    expect(warmupSummary({ warmupEnabled: true, currentDailyLimit: 50, dailyLimit: 10, warmupDay: 1 })).toBe("Today's limit: 10 of 10 emails · Day 1 of 30");
  });

  it('shows the daily limit alone when warm-up is off', () => {
    expect(warmupSummary({ warmupEnabled: false, currentDailyLimit: 50, dailyLimit: 2500, warmupDay: 1 })).toBe('Warm-up off · up to 2,500 emails a day');
  });
});

describe('connectionSummary', () => {
  it('names an SMTP account’s server, security and user', () => {
    expect(connectionSummary(account())).toBe('smtp.gmail.com:587 · STARTTLS · dana');
    expect(connectionSummary(account({ smtpHost: '127.0.0.1', smtpPort: 2525, smtpSecurity: 'none' }))).toBe('127.0.0.1:2525 · None · dana');
    expect(connectionSummary(account({ imapHost: 'imap.gmail.com', imapPort: 993 }))).toBe('smtp.gmail.com:587 · STARTTLS · dana · replies from imap.gmail.com:993');
  });

  it('says whether a SendGrid key is stored, never the key', () => {
    const sendgrid = { provider: 'sendgrid' as const, smtpHost: null, smtpPort: null, smtpUsername: null, smtpSecurity: null };
    expect(connectionSummary(account({ ...sendgrid, secretSet: true }))).toBe('SendGrid API key stored');
    expect(connectionSummary(account({ ...sendgrid, secretSet: false }))).toBe('No SendGrid API key stored');
  });
});

describe('lastTestSummary', () => {
  it('says when an account was never tested', () => {
    expect(lastTestSummary(null)).toEqual({ when: 'Never tested', outcome: null, message: null });
  });

  it('gives when, the outcome and the server’s own words', () => {
    const testedAt = '2026-11-25T09:30:00.000Z';
    expect(lastTestSummary({ success: false, message: 'Invalid login: 535 Authentication failed', testedAt })).toEqual({
      when: `Tested ${formatDateTime(testedAt)}`,
      outcome: 'failure',
      message: 'Invalid login: 535 Authentication failed',
    });
    expect(lastTestSummary({ success: true, message: 'Connected', testedAt }).outcome).toBe('success');
  });
});

describe('deleteFailureToast', () => {
  it('says the session expired for an invalid token or a 401', () => {
    const expired = { title: 'Authentication Error', description: 'Your session has expired. Please refresh the page and try again.' };
    expect(deleteFailureToast('401: Not authenticated')).toEqual(expired);
    expect(deleteFailureToast('Invalid token')).toEqual(expired);
    expect(deleteFailureToast('status 401')).toEqual(expired);
  });

  it('shows any other refusal as the server worded it', () => {
    expect(deleteFailureToast('404: Email account not found (it was deleted)')).toEqual({
      title: 'Failed to delete account',
      description: '404: Email account not found (it was deleted)',
    });
    expect(deleteFailureToast('4010 items').title).toBe('Failed to delete account');
  });
});
