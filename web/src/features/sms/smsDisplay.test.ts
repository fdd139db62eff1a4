import { describe, expect, it } from 'vitest';
import {
  contactSearchUrl,
  conversationName,
  formatMessageTime,
  formatRelativeTime,
  inboundToastText,
  outboundStatusLabel,
  outboundStatusText,
} from './smsDisplay.ts';

describe('conversationName', () => {
  it('uses the contact name, else the formatted phone', () => {
    expect(conversationName({ contactFirstName: 'Ann', contactLastName: 'Lee', phoneNumber: '+15125550147' })).toBe('Ann Lee');
    expect(conversationName({ contactFirstName: ' Ann ', contactLastName: null, phoneNumber: '+15125550147' })).toBe('Ann');
    expect(conversationName({ contactFirstName: null, contactLastName: '  ', phoneNumber: '+15125550147' })).toBe('+1 (512) 555-0147');
  });
});

describe('inboundToastText', () => {
  it('shows the whole of a short message', () => {
    expect(inboundToastText('+15125550147', 'Yes, call me tomorrow')).toBe('From +1 (512) 555-0147: Yes, call me tomorrow');
  });

  it('cuts a longer message at 50 characters and adds ...', () => {
    const fifty = 'a'.repeat(50);
    expect(inboundToastText('+15125550147', fifty)).toBe(`From +1 (512) 555-0147: ${fifty}`);
    expect(inboundToastText('+15125550147', `${fifty}b`)).toBe(`From +1 (512) 555-0147: ${fifty}...`);
  });

  it('keeps a number it cannot format', () => {
    expect(inboundToastText('+447700900123', 'Hi')).toBe('From +447700900123: Hi');
    expect(inboundToastText(null, 'Hi')).toBe('From unknown number: Hi');
  });
});

describe('outboundStatusLabel', () => {
  it('names delivered, sent and failed, shows Sending on the way, and the raw status otherwise', () => {
    expect(outboundStatusLabel('delivered')).toBe('Delivered');
    expect(outboundStatusLabel('sent')).toBe('Sent');
    expect(outboundStatusLabel('failed')).toBe('Failed');
    expect(outboundStatusLabel('requested')).toBe('Sending');
    expect(outboundStatusLabel('queued')).toBe('Sending');
    expect(outboundStatusLabel('undelivered')).toBe('undelivered');
  });

  it('names held, claimed and unknown texts', () => {
    expect(outboundStatusLabel('scheduled')).toBe('Scheduled');
    expect(outboundStatusLabel('sending')).toBe('Sending');
    expect(outboundStatusLabel('unknown')).toBe('Unknown');
  });
});

describe('outboundStatusText', () => {
  it('says when a held text goes out, and the label otherwise', () => {
    const at = new Date(2026, 0, 13, 8, 0).toISOString();
    expect(outboundStatusText({ status: 'scheduled', scheduledFor: at })).toBe('Scheduled for Jan 13, 8:00 AM');
    expect(outboundStatusText({ status: 'scheduled', scheduledFor: null })).toBe('Scheduled');
    expect(outboundStatusText({ status: 'sending', scheduledFor: at })).toBe('Sending');
    expect(outboundStatusText({ status: 'delivered', scheduledFor: at })).toBe('Delivered');
  });
});

describe('times', () => {
  it('shows a bubble time like Jan 5, 3:04 PM', () => {
    expect(formatMessageTime(new Date(2025, 0, 5, 15, 4).toISOString())).toBe('Jan 5, 3:04 PM');
    expect(formatMessageTime(null)).toBe('');
    expect(formatMessageTime('nonsense')).toBe('');
  });

  it('shows the list time relative to now, then as a date', () => {
    const now = new Date(2025, 5, 15, 12, 0);
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(formatRelativeTime(ago(20_000), now)).toBe('just now');
    expect(formatRelativeTime(ago(-5_000), now)).toBe('just now');
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(30 * 3_600_000), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(4 * 86_400_000), now)).toBe('4 days ago');
    expect(formatRelativeTime(new Date(2025, 0, 5, 9, 0).toISOString(), now)).toBe('Jan 5');
    expect(formatRelativeTime(new Date(2024, 11, 24, 9, 0).toISOString(), now)).toBe('Dec 24, 2024');
    expect(formatRelativeTime(null, now)).toBe('');
  });
});

describe('contactSearchUrl', () => {
  it('searches Contact Management for the phone', () => {
    expect(contactSearchUrl('+15125550147')).toBe('/contacts?search=%2B15125550147');
  });
});
