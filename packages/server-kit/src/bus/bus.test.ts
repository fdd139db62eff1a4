import { describe, expect, it } from 'vitest';
import { subjectMatches } from './bus.ts';

describe('subjectMatches', () => {
  it.each<[string, string, boolean]>([
    // literal
    ['a', 'a', true],
    ['a', 'b', false],
    ['a.b', 'a.b', true],
    ['a.b', 'a', false],
    ['a', 'a.b', false],
    ['a.b', 'a.c', false],
    ['push.sms_message', 'push.sms_message', true],
    ['push.sms_message', 'push.sms_messages', false],
    // * matches exactly one token
    ['*', 'a', true],
    ['*', 'a.b', false],
    ['a.*', 'a.b', true],
    ['a.*', 'a', false],
    ['a.*', 'a.b.c', false],
    ['a.*.c', 'a.b.c', true],
    ['a.*.c', 'a.x.c', true],
    ['a.*.c', 'a.b.d', false],
    ['a.*.c', 'a.c', false],
    ['a.*.c', 'a.b.b.c', false],
    ['*.*', 'a.b', true],
    ['*.b', 'a.b', true],
    ['*.b', 'a.c', false],
    // > matches one or more trailing tokens
    ['>', 'a', true],
    ['>', 'a.b.c', true],
    ['push.>', 'push.sms_message', true],
    ['push.>', 'push.a.b.c', true],
    ['push.>', 'push', false],
    ['push.>', 'pushy.sms', false],
    ['push.>', 'other.sms', false],
    ['a.*.>', 'a.b.c', true],
    ['a.*.>', 'a.b', false],
    // tokens are compared whole, not as prefixes
    ['a.b', 'a.bc', false],
    ['ab.c', 'a.c', false],
  ])('%s ~ %s → %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });
});
