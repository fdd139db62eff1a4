import { describe, expect, it } from 'vitest';
import { ACCOUNT_SID_PATTERN, connectionFailureText, providerDescription } from './smsProvider.ts';

describe('providerDescription', () => {
  it('names Twilio, or says the sandbox does not reach real phones', () => {
    expect(providerDescription('twilio')).toBe('Twilio');
    expect(providerDescription('sandbox')).toBe('Sandbox — messages are not sent to real phones');
  });
});

describe('connectionFailureText', () => {
  it('says the SMS service could not be reached, with the reason when there is one', () => {
    expect(connectionFailureText(undefined)).toBe('Unable to connect to SMS service');
    expect(connectionFailureText('  ')).toBe('Unable to connect to SMS service');
    expect(connectionFailureText('Authenticate (20003)')).toBe('Unable to connect to SMS service: Authenticate (20003)');
  });
});

describe('ACCOUNT_SID_PATTERN', () => {
  it('takes AC and 32 hexadecimal characters only', () => {
    expect(ACCOUNT_SID_PATTERN.test('AC0123456789abcdef0123456789ABCDEF')).toBe(true);
    expect(ACCOUNT_SID_PATTERN.test('AC0123456789abcdef0123456789abcde')).toBe(false);
    expect(ACCOUNT_SID_PATTERN.test('SK0123456789abcdef0123456789abcdef')).toBe(false);
  });
});
