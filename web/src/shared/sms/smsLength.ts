import { smsEncoding, type SmsEncoding } from '@outreach/contracts/smsSegments.ts';

/** Characters of one SMS, the most an SMS template holds; beyond 320 a text is too long (spec part 2 §9). */
export const SMS_SINGLE_LENGTH = 160;
export const SMS_TOO_LONG_AT = 320;

/**
 * Where the length is shown (spec part 2 §9): the SMS wizard colours it green up to 160 characters,
 * yellow up to 320 and red beyond, and never greener than the segments it costs (one green, two
 * yellow, more red: a UCS-2 text of 155 characters is three segments), '45 characters'; an SMS
 * template form counts against the 160 a template holds, '45/160 characters', orange over 160 and
 * red 'Too long' over 320.
 */
export type SmsLengthScale = 'wizard' | 'template';

export type SmsLengthTone = 'green' | 'gold' | 'orange' | 'red';

export interface SmsLength extends SmsEncoding {
  /** Characters as a person counts them (an emoji is one). */
  characters: number;
  tone: SmsLengthTone;
  /** '45 characters · 1 segment · GSM-7', or '45/160 characters · 1 segment · GSM-7' on a template form. */
  text: string;
}

const TONES: Record<SmsLengthScale, readonly [SmsLengthTone, SmsLengthTone, SmsLengthTone]> = {
  wizard: ['green', 'gold', 'red'],
  template: ['green', 'orange', 'red'],
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A text's live length, its GSM-7 / UCS-2 segments (one character outside GSM-7 makes the whole
 * text UCS-2, 70 to a part) and their colour on the given scale.
 */
export function smsLength(message: string, scale: SmsLengthScale = 'wizard'): SmsLength {
  const characters = [...message].length;
  // Nothing written is nothing to send: no segment yet.
  const encoding = characters === 0 ? { ...smsEncoding(message), segments: 0 } : smsEncoding(message);
  const byLength = characters <= SMS_SINGLE_LENGTH ? 0 : characters <= SMS_TOO_LONG_AT ? 1 : 2;
  const severity = scale === 'wizard' ? Math.max(byLength, Math.min(encoding.segments - 1, 2)) : byLength;
  const tone = TONES[scale][severity]!;
  const count = scale === 'template' ? `${characters}/${SMS_SINGLE_LENGTH} characters` : plural(characters, 'character');
  const parts = [count, plural(encoding.segments, 'segment'), encoding.encoding];
  if (scale === 'template' && characters > SMS_TOO_LONG_AT) parts.push('Too long');
  return { ...encoding, characters, tone, text: parts.join(' · ') };
}
