import { describe, expect, it } from 'vitest';
import { decodeHeaderText, findUnsafeText, unsafeTextReason, withoutUnsafeText } from './safeText.ts';

it('refuses C0 controls other than tab, CR and LF, DEL, C1 controls and lone surrogates', () => {
  for (const bad of ['\u0000', 'a\u0001', '\u001b[31m', '\u007f', '\u0085', '\ud800', 'x\udc00y']) expect(unsafeTextReason(bad), JSON.stringify(bad)).toBeDefined();
  for (const good of ['', 'a\tb\r\nc', 'é 中文 😀', '\u00a0']) expect(unsafeTextReason(good), JSON.stringify(good)).toBeUndefined();
});

it('names every unsafe string by its path, keys included', () => {
  expect(findUnsafeText({ a: 'ok', b: ['x', 'y\u0000'], c: { d: '\ud800' }, 'e\u0001': 1 }).map((f) => f.message)).toEqual([
    'b.1 contains a control character',
    'c.d contains an invalid character (a lone surrogate)',
    'A field name in the request contains a control character',
  ]);
});

it('decodes a percent-encoded header, refusing malformed or unsafe values', () => {
  expect(decodeHeaderText('Agents%20%C3%A9.csv', 'X-File-Name')).toBe('Agents é.csv');
  expect(decodeHeaderText('  ', 'X-File-Name')).toBeUndefined();
  expect(() => decodeHeaderText('%E0%A4%A', 'X-File-Name')).toThrow('X-File-Name is not valid percent-encoded UTF-8');
  expect(() => decodeHeaderText('a%1Bb', 'X-File-Name')).toThrow('X-File-Name contains a control character');
});

describe('withoutUnsafeText', () => {
  it('keeps the text readable, with U+FFFD where a character could not be stored', () => {
    expect(withoutUnsafeText('hi\u0000there\ud800!')).toBe('hi\uFFFDthere\uFFFD!');
    expect(withoutUnsafeText('line\nbreak\ttab 👋')).toBe('line\nbreak\ttab 👋');
  });
});
