import { describe, expect, it } from 'vitest';
import { smsLength } from './smsLength.ts';

describe('smsLength', () => {
  it('counts a GSM-7 text in 160-character segments (153 per part beyond)', () => {
    expect(smsLength('')).toMatchObject({ characters: 0, segments: 0, tone: 'green', text: '0 characters · 0 segments · GSM-7' });
    expect(smsLength('Hi')).toMatchObject({ characters: 2, segments: 1, encoding: 'GSM-7', tone: 'green', text: '2 characters · 1 segment · GSM-7' });
    expect(smsLength('x'.repeat(160))).toMatchObject({ segments: 1, tone: 'green' });
    expect(smsLength('x'.repeat(161))).toMatchObject({ segments: 2, tone: 'gold', text: '161 characters · 2 segments · GSM-7' });
    expect(smsLength('x'.repeat(321)).tone).toBe('red');
    expect(smsLength('x'.repeat(307))).toMatchObject({ segments: 3, tone: 'red' });
  });

  it('counts a text with an emoji or another character outside GSM-7 as UCS-2, 70 units to a segment', () => {
    expect(smsLength(`${'x'.repeat(69)}😀`)).toMatchObject({ characters: 70, encoding: 'UCS-2', segments: 2, tone: 'gold' });
    expect(smsLength(`${'x'.repeat(150)} 😀 ok`)).toMatchObject({ characters: 155, segments: 3, tone: 'red' });
    expect(smsLength('Hi 😀')).toMatchObject({ segments: 1, tone: 'green' });
    expect(smsLength(`é${'ł'.repeat(70)}`)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(smsLength('1 character')).toMatchObject({ text: '11 characters · 1 segment · GSM-7' });
    expect(smsLength('a').text).toBe('1 character · 1 segment · GSM-7');
  });

  it("on an SMS template form counts against 160: orange over 160, red 'Too long' over 320", () => {
    // Braces are in GSM-7's extension table: two septets each.
    expect(smsLength('Hi {{firstName}}!', 'template')).toEqual({ characters: 17, units: 21, encoding: 'GSM-7', segments: 1, tone: 'green', text: '17/160 characters · 1 segment · GSM-7' });
    expect(smsLength('a'.repeat(161), 'template')).toMatchObject({ segments: 2, tone: 'orange', text: '161/160 characters · 2 segments · GSM-7' });
    expect(smsLength(`é${'ł'.repeat(70)}`, 'template')).toMatchObject({ segments: 2, tone: 'green' });
    expect(smsLength('a'.repeat(320), 'template')).toMatchObject({ tone: 'orange', text: '320/160 characters · 3 segments · GSM-7' });
    expect(smsLength('a'.repeat(321), 'template')).toMatchObject({ tone: 'red', text: '321/160 characters · 3 segments · GSM-7 · Too long' });
  });
});
