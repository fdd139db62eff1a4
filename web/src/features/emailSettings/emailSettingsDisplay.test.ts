import { describe, expect, it } from 'vitest';
import { connectionCardOf, connectionFailureText, EMAIL_SERVICE_OPTIONS, usesApiKey } from './emailService.ts';
import { legacyWarmupDisplay } from './warmupDisplay.ts';

describe('e-mail service choices', () => {
  it('are the spec’s six, SendGrid first', () => {
    expect(EMAIL_SERVICE_OPTIONS.map((o) => o.value)).toEqual(['sendgrid', 'mailgun', 'ses', 'outlook', 'gmail', 'smtp']);
  });

  it('know which sign in with an API key and which send through a connection card', () => {
    expect(EMAIL_SERVICE_OPTIONS.filter((o) => usesApiKey(o.value)).map((o) => o.value)).toEqual(['sendgrid', 'mailgun', 'ses']);
    expect(connectionCardOf('outlook')).toBe('Microsoft 365');
    expect(connectionCardOf('gmail')).toBe('Google Workspace');
    expect(connectionCardOf('smtp')).toBeNull();
  });
});

describe('connectionFailureText', () => {
  it('says the e-mail service could not be reached, with the reason when there is one', () => {
    expect(connectionFailureText(undefined)).toBe('Unable to connect to email service');
    expect(connectionFailureText(' ')).toBe('Unable to connect to email service');
    expect(connectionFailureText('Invalid login')).toBe('Unable to connect to email service: Invalid login');
  });
});

describe('legacyWarmupDisplay', () => {
  const limits = { currentDailyLimit: 50, dailyLimit: 2500 };
  const configured = { configured: true, ...limits };
  it('shows day N of 30 when a service is configured and warm-up is on', () => {
    expect(legacyWarmupDisplay({ ...configured, warmupEnabled: true, warmupDay: 1 })).toEqual({ enabled: true, day: 1, days: 30, percent: 3, ...limits });
    expect(legacyWarmupDisplay({ ...configured, warmupEnabled: true, warmupDay: 15 })).toMatchObject({ day: 15, percent: 50 });
    expect(legacyWarmupDisplay({ ...configured, warmupEnabled: true, warmupDay: 45 })).toMatchObject({ day: 30, percent: 100 });
  });

  it('says only that it is not enabled when warm-up is off', () => {
    expect(legacyWarmupDisplay({ ...configured, warmupEnabled: false, warmupDay: 3 })).toEqual({ enabled: false, reason: 'off' });
  });

  it('says it is not enabled while no email service is configured, whatever the defaults say', () => {
    expect(legacyWarmupDisplay({ configured: false, warmupEnabled: true, warmupDay: 1, ...limits })).toEqual({ enabled: false, reason: 'not-configured' });
  });

  it('gives as today’s limit what the sender keeps to: never above the daily limit', () => {
    expect(legacyWarmupDisplay({ configured: true, warmupEnabled: true, warmupDay: 2, currentDailyLimit: 50, dailyLimit: 10 })).toMatchObject({ currentDailyLimit: 10, dailyLimit: 10 });
  });
});
