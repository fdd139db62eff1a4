import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { formParams, signedUrl, validTwilioSignature } from './twilioSignature.ts';

describe('the URL Twilio signed', () => {
  it('is PUBLIC_URL (with any path prefix) plus the path and query as received', () => {
    expect(signedUrl('https://outreach.example.com', '/webhooks/twilio/sms')).toBe('https://outreach.example.com/webhooks/twilio/sms');
    expect(signedUrl('https://outreach.example.com/', '/webhooks/twilio/sms?a=1&b=%27')).toBe('https://outreach.example.com/webhooks/twilio/sms?a=1&b=%27');
    expect(signedUrl('https://example.com/outreach/', '/webhooks/twilio/status')).toBe('https://example.com/outreach/webhooks/twilio/status');
    expect(signedUrl('http://localhost:3000', '/webhooks/twilio/sms')).toBe('http://localhost:3000/webhooks/twilio/sms');
  });
});

describe('signature check', () => {
  const url = 'https://outreach.example.com/webhooks/twilio/sms';
  const params = { From: '+15125550142', Body: 'Hi', MessageSid: `SM${'0'.repeat(32)}` };
  const signature = twilio.getExpectedTwilioSignature('token', url, params);

  it('accepts Twilio’s signature, with or without the default port', () => {
    expect(validTwilioSignature('token', signature, url, params)).toBe(true);
    expect(validTwilioSignature('token', signature, 'https://outreach.example.com:443/webhooks/twilio/sms', params)).toBe(true);
  });

  it('refuses a missing key or signature, another key, URL or parameter', () => {
    expect(validTwilioSignature(undefined, signature, url, params)).toBe(false);
    expect(validTwilioSignature('token', undefined, url, params)).toBe(false);
    expect(validTwilioSignature('token', ['a', 'b'], url, params)).toBe(false);
    expect(validTwilioSignature('other', signature, url, params)).toBe(false);
    expect(validTwilioSignature('token', signature, 'https://other.example.com/webhooks/twilio/sms', params)).toBe(false);
    expect(validTwilioSignature('token', signature, url, { ...params, Body: 'Hi!' })).toBe(false);
  });

  it('signs form values as strings, lists for repeated keys, nothing else', () => {
    expect(formParams({ a: '1', b: ['2', '3'], c: 4, d: { e: 1 } })).toEqual({ a: '1', b: ['2', '3'] });
    expect(formParams('text')).toEqual({});
    expect(formParams(null)).toEqual({});
  });
});
