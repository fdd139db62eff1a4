import { afterEach, describe, expect, it } from 'vitest';
import {
  compareEventPositions,
  forgetEventPosition,
  getMinPositionHeader,
  parseEventPosition,
  rememberEventPosition,
} from './eventPosition.ts';

const position = (text: string) => {
  const parsed = parseEventPosition(text);
  if (!parsed) throw new Error(`not a position: ${text}`);
  return parsed;
};

describe('parseEventPosition', () => {
  it('reads commit and prepare as bigints', () => {
    expect(parseEventPosition('123.456')).toEqual({ commit: 123n, prepare: 456n });
    expect(parseEventPosition('18446744073709551615.9007199254740993')).toEqual({
      commit: 18446744073709551615n,
      prepare: 9007199254740993n,
    });
  });

  it('rejects anything else', () => {
    for (const text of [null, undefined, '', '12', '1.2.3', 'a.b', '-1.2', '1.']) {
      expect(parseEventPosition(text)).toBeNull();
    }
  });
});

describe('compareEventPositions', () => {
  it('orders by commit first, then prepare', () => {
    expect(compareEventPositions(position('10.1'), position('9.999'))).toBeGreaterThan(0);
    expect(compareEventPositions(position('9.999'), position('10.1'))).toBeLessThan(0);
    expect(compareEventPositions(position('5.10'), position('5.9'))).toBeGreaterThan(0);
    expect(compareEventPositions(position('5.9'), position('5.10'))).toBeLessThan(0);
    expect(compareEventPositions(position('7.7'), position('7.7'))).toBe(0);
  });

  it('compares numbers beyond the safe integer range exactly', () => {
    expect(compareEventPositions(position('9007199254740993.0'), position('9007199254740992.0'))).toBeGreaterThan(0);
  });
});

describe('remembered position', () => {
  afterEach(() => forgetEventPosition());

  it('starts empty', () => {
    expect(getMinPositionHeader()).toBeNull();
  });

  it('keeps only the newest position', () => {
    rememberEventPosition('5.10');
    expect(getMinPositionHeader()).toBe('5.10');
    rememberEventPosition('5.9');
    expect(getMinPositionHeader()).toBe('5.10');
    rememberEventPosition('6.0');
    expect(getMinPositionHeader()).toBe('6.0');
    rememberEventPosition('garbage');
    rememberEventPosition(null);
    expect(getMinPositionHeader()).toBe('6.0');
  });
});
