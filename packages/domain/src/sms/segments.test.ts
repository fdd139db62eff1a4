import { describe, expect, it } from 'vitest';
import { keywordIntent } from './keywords.ts';
import { isLaterStatus } from './deliveryStatus.ts';
import { smsEncoding } from './segments.ts';

describe('smsEncoding', () => {
  it.each([
    ['a'.repeat(160), 'GSM-7', 1],
    ['a'.repeat(161), 'GSM-7', 2],
    ['a'.repeat(306), 'GSM-7', 2],
    ['a'.repeat(307), 'GSM-7', 3],
    ['€'.repeat(80), 'GSM-7', 1],
    ['€'.repeat(81), 'GSM-7', 2],
    ['é'.repeat(70) + '', 'GSM-7', 1],
    ['ç' + 'a'.repeat(69), 'UCS-2', 1],
    ['😀' + 'a'.repeat(68), 'UCS-2', 1],
    ['😀' + 'a'.repeat(69), 'UCS-2', 2],
    ['ç'.repeat(134), 'UCS-2', 2],
    ['ç'.repeat(135), 'UCS-2', 3],
  ])('%#: %s', (text, encoding, segments) => {
    expect(smsEncoding(text)).toMatchObject({ encoding, segments });
  });
});

describe('keywordIntent', () => {
  it.each([
    ['STOP', 'opt-out'],
    [' stop ', 'opt-out'],
    ['Unsubscribe.', 'opt-out'],
    ['stopall', 'opt-out'],
    ['OPTOUT', 'opt-out'],
    ['start', 'opt-in'],
    ['UNSTOP', 'opt-in'],
    ['help', 'help'],
    ['please stop texting me', undefined],
    ['STOP IT', undefined],
    ['Thanks!', undefined],
  ])('%j → %s', (body, intent) => expect(keywordIntent(body)).toBe(intent));

  it("prefers Twilio's OptOutType", () => {
    expect(keywordIntent('Arrêt', 'STOP')).toBe('opt-out');
    expect(keywordIntent('whatever', 'START')).toBe('opt-in');
  });
});

describe('isLaterStatus', () => {
  it('moves forward only, and never off a final status', () => {
    expect(isLaterStatus('requested', 'queued')).toBe(true);
    expect(isLaterStatus('queued', 'sent')).toBe(true);
    expect(isLaterStatus('sent', 'delivered')).toBe(true);
    expect(isLaterStatus('delivered', 'sent')).toBe(false);
    expect(isLaterStatus('sent', 'queued')).toBe(false);
    expect(isLaterStatus('delivered', 'failed')).toBe(false);
    expect(isLaterStatus('sent', 'bogus')).toBe(false);
  });
});
