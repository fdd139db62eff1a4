import { describe, expect, it } from 'vitest';
import { comparePositions, formatPosition, parsePosition, START, type Position } from './events.ts';

const U64_MAX = 18446744073709551615n;

describe('formatPosition / parsePosition', () => {
  it('formats as commit.prepare', () => {
    expect(formatPosition({ commit: 12n, prepare: 345n })).toBe('12.345');
    expect(formatPosition(START)).toBe('0.0');
  });

  it.each<[string, Position]>([
    ['0.0', { commit: 0n, prepare: 0n }],
    ['1.2', { commit: 1n, prepare: 2n }],
    ['123.456', { commit: 123n, prepare: 456n }],
    [' 7.8 ', { commit: 7n, prepare: 8n }],
    ['00012.0003', { commit: 12n, prepare: 3n }],
    ['9007199254740993.9007199254740995', { commit: 9007199254740993n, prepare: 9007199254740995n }],
    [`${U64_MAX}.${U64_MAX}`, { commit: U64_MAX, prepare: U64_MAX }],
  ])('parses %j', (text, expected) => {
    expect(parsePosition(text)).toEqual(expected);
  });

  it('round-trips positions beyond Number.MAX_SAFE_INTEGER exactly', () => {
    const p = { commit: 2n ** 63n + 1n, prepare: U64_MAX - 1n };
    expect(parsePosition(formatPosition(p))).toEqual(p);
  });

  it.each([
    '',
    ' ',
    '1',
    '1.',
    '.1',
    '1..2',
    '1.2.3',
    '-1.2',
    '1.-2',
    '+1.2',
    '1,2',
    'a.b',
    '0x1.2',
    '1e3.2',
    '1.2abc',
    'abc1.2',
    '1 .2',
    '1.2\n3',
    '１.２', // full-width digits
    '٣.٤', // Arabic-Indic digits
  ])('rejects malformed %j', (text) => {
    expect(parsePosition(text)).toBeUndefined();
  });

  it('rejects values that do not fit in an unsigned 64-bit number', () => {
    expect(parsePosition(`${U64_MAX + 1n}.0`)).toBeUndefined();
    expect(parsePosition(`0.${U64_MAX + 1n}`)).toBeUndefined();
    expect(parsePosition('99999999999999999999.1')).toBeUndefined();
    expect(parsePosition('1.99999999999999999999')).toBeUndefined();
  });

  it('rejects more than 20 digits, leading zeros included', () => {
    expect(parsePosition('123456789012345678901.1')).toBeUndefined();
    expect(parsePosition('1.123456789012345678901')).toBeUndefined();
    expect(parsePosition('000000000000000000001.1')).toBeUndefined();
  });
});

describe('comparePositions', () => {
  it.each<[Position, Position, number]>([
    [{ commit: 1n, prepare: 1n }, { commit: 1n, prepare: 1n }, 0],
    [{ commit: 1n, prepare: 1n }, { commit: 2n, prepare: 0n }, -1],
    [{ commit: 2n, prepare: 0n }, { commit: 1n, prepare: 9n }, 1],
    [{ commit: 5n, prepare: 3n }, { commit: 5n, prepare: 4n }, -1],
    [{ commit: 5n, prepare: 4n }, { commit: 5n, prepare: 3n }, 1],
    [{ commit: U64_MAX, prepare: 0n }, { commit: U64_MAX - 1n, prepare: U64_MAX }, 1],
    [START, { commit: 0n, prepare: 1n }, -1],
  ])('compare(%o, %o) = %i', (a, b, expected) => {
    expect(comparePositions(a, b)).toBe(expected);
    expect(comparePositions(b, a)).toBe(-expected || 0);
  });

  it('sorts positions by commit, then prepare', () => {
    const list: Position[] = [
      { commit: 3n, prepare: 1n },
      { commit: 1n, prepare: 5n },
      { commit: 3n, prepare: 0n },
      { commit: 1n, prepare: 2n },
    ];
    expect([...list].sort(comparePositions).map(formatPosition)).toEqual(['1.2', '1.5', '3.0', '3.1']);
  });
});
