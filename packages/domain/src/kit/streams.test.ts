import { describe, expect, it } from 'vitest';
import { STREAM_CATEGORIES, streamCategory, streamIdPart, streamName } from './streams.ts';

describe('streams', () => {
  it('builds {category}-{id}', () => {
    expect(streamName('contact', 'abc')).toBe('contact-abc');
    expect(streamName('sms-conversation', '+15551234567')).toBe('sms-conversation-+15551234567');
  });

  it.each([
    ['contact-1f0e', 'contact', '1f0e'],
    ['contact-00000000-0000-4000-8000-000000000001', 'contact', '00000000-0000-4000-8000-000000000001'],
    ['sms-conversation-+15551234567', 'sms-conversation', '+15551234567'],
    ['contact-email-jane@example.com', 'contact-email', 'jane@example.com'],
    ['contact-phone-+15550001111', 'contact-phone', '+15550001111'],
    ['conversation-phone-+15550001111', 'conversation-phone', '+15550001111'],
    ['user-email-a@b.c', 'user-email', 'a@b.c'],
    ['user-42', 'user', '42'],
    ['username-alice', 'username', 'alice'],
    ['campaign-x-y-z', 'campaign', 'x-y-z'],
    ['settings-global', 'settings', 'global'],
    // not a known category: the text before the first dash
    ['widget-123-456', 'widget', '123-456'],
    ['sms-1', 'sms', '1'],
    // no id part
    ['contact-', 'contact', ''],
    ['lonely', 'lonely', ''],
    ['-leading', '-leading', ''],
    ['', '', ''],
  ])('%j is category %j, id %j', (stream, category, id) => {
    expect(streamCategory(stream)).toBe(category);
    expect(streamIdPart(stream)).toBe(id);
  });

  it('prefers the longest known category (user-email over user, contact-email over contact)', () => {
    expect(streamCategory('user-email-x')).toBe('user-email');
    expect(streamCategory('username-x')).toBe('username');
    expect(streamCategory('contact-emailx')).toBe('contact');
    expect(streamIdPart('contact-emailx')).toBe('emailx');
  });

  it('round-trips every known category', () => {
    for (const category of STREAM_CATEGORIES) {
      const stream = streamName(category, 'id-with-dashes');
      expect(streamCategory(stream)).toBe(category);
      expect(streamIdPart(stream)).toBe('id-with-dashes');
    }
  });

  it('a bare known category without a dash is its own category', () => {
    expect(streamCategory('contact')).toBe('contact');
    expect(streamIdPart('contact')).toBe('');
  });
});
