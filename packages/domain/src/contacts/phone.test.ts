import { describe, expect, it } from 'vitest';
import { messagingAddress, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['(512) 555-0142', '+15125550142'],
    ['512.555.0142', '+15125550142'],
    ['1-512-555-0142', '+15125550142'],
    ['+1 512 555 0142', '+15125550142'],
    ['512-555-0142 ext. 12', '+15125550142'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s → %s', (raw, e164) => expect(normalizePhone(raw)).toBe(e164));

  it.each(['', '   ', '555-0142', '123-456-7890', '012-555-0142', '512-055-0142', '+1 12', 'call me', '+123', '89890'])('%j is not a number', (raw) =>
    expect(normalizePhone(raw)).toBeUndefined(),
  );
});

describe('messagingAddress', () => {
  it.each([
    ['+15125550142', '+15125550142'],
    ['+1 555 123 4567', '+15551234567'],
    ['+15551234567', '+15551234567'],
    ['+447700900123', '+447700900123'],
    ['(512) 555-0142', '+15125550142'],
  ])('keeps the number %s as %s', (raw, address) => expect(messagingAddress(raw)).toBe(address));

  it.each([
    ['89890', '89890'],
    [' 89890 ', '89890'],
    ['MyBrand', 'MyBrand'],
    ['+123', '+123'],
  ])('keeps the sender %j as the provider wrote it', (raw, address) => expect(messagingAddress(raw)).toBe(address));
});
