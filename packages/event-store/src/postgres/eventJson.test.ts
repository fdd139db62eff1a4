import { describe, expect, it } from 'vitest';
import { eventJson } from './eventJson.ts';

describe('eventJson', () => {
  it('is the JSON text of the value, a missing value as null', () => {
    expect(eventJson({ a: 'x\ny', b: [1, null] })).toBe('{"a":"x\\ny","b":[1,null]}');
    expect(eventJson(undefined)).toBe('null');
  });

  it('refuses a NUL character anywhere in the value', () => {
    for (const value of ['\u0000', { a: 'ab\u0000cd' }, { ['k\u0000']: 1 }, ['\\\u0000']]) {
      expect(() => eventJson(value), JSON.stringify(value)).toThrow(/NUL character/);
    }
  });

  it('keeps a backslash followed by the text u0000, which is no NUL', () => {
    expect(eventJson({ a: '\\u0000' })).toBe('{"a":"\\\\u0000"}');
    expect(eventJson('x\\\\u0000')).toBe('"x\\\\\\\\u0000"');
  });
});
