import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldName, issueMessage } from './issueMessage.ts';

/** The messages of every issue of parsing `input` with `schema`. */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return result.error.issues.map((issue) => issueMessage(issue));
}
const first = (schema: z.ZodType, input: unknown) => messages(schema, input)[0];

describe('issueMessage: zod’s generic wording names the field', () => {
  it('a missing field is required; a wrong type says what it must be', () => {
    const schema = z.object({ accountSid: z.string().trim(), count: z.number(), on: z.boolean(), tags: z.array(z.string()), filter: z.object({ a: z.string().optional() }).optional() });
    expect(messages(schema, {})).toEqual(['accountSid is required', 'count is required', 'on is required', 'tags is required']);
    expect(messages(schema, { accountSid: 5, count: 'x', on: 'yes', tags: {}, filter: null })).toEqual([
      'accountSid must be text',
      'count must be a number',
      'on must be true or false',
      'tags must be a list',
      'filter must be an object, not null',
    ]);
  });

  it('a query number that is not one', () => {
    const query = z.object({ limit: z.coerce.number().int('limit must be a whole number').default(200) });
    expect(first(query, { limit: 'abc' })).toBe('limit must be a number');
    expect(first(query, { limit: '1.5' })).toBe('limit must be a whole number');
  });

  it('sizes of text, lists and numbers', () => {
    expect(first(z.object({ reason: z.string().trim().max(500).optional() }), { reason: 'x'.repeat(501) })).toBe('reason must be at most 500 characters');
    expect(first(z.object({ name: z.string().min(1) }), { name: '' })).toBe('name cannot be empty');
    expect(first(z.object({ code: z.string().min(3) }), { code: 'ab' })).toBe('code must be at least 3 characters');
    expect(first(z.object({ pin: z.string().length(4) }), { pin: '12' })).toBe('pin must be exactly 4 characters');
    expect(first(z.object({ tiers: z.array(z.string()).min(1) }), { tiers: [] })).toBe('tiers must have at least 1 item');
    expect(first(z.object({ ids: z.array(z.string()).max(2) }), { ids: ['a', 'b', 'c'] })).toBe('ids must have at most 2 items');
    expect(first(z.object({ n: z.number().min(1) }), { n: 0 })).toBe('n must be at least 1');
    expect(first(z.object({ n: z.number().positive() }), { n: 0 })).toBe('n must be greater than 0');
    expect(first(z.object({ n: z.number().lt(10) }), { n: 10 })).toBe('n must be less than 10');
    expect(first(z.object({ n: z.number().multipleOf(5) }), { n: 7 })).toBe('n must be a multiple of 5');
  });

  it('formats, choices, unions and nested paths', () => {
    expect(first(z.object({ email: z.email() }), { email: 'x' })).toBe('email must be a valid email address');
    expect(first(z.object({ id: z.uuid() }), { id: 'x' })).toBe('id must be a UUID');
    expect(first(z.object({ at: z.iso.datetime() }), { at: 'soon' })).toMatch(/^at must be a date and time in ISO 8601 form/);
    expect(first(z.object({ code: z.string().regex(/^\d+$/) }), { code: 'x' })).toBe('code is not in the expected format');
    expect(first(z.object({ type: z.enum(['email', 'sms']) }), { type: 'fax' })).toBe('type must be one of email, sms');
    expect(first(z.object({ kind: z.literal('only') }), { kind: 'other' })).toBe('kind must be only');
    expect(first(z.object({ v: z.union([z.string(), z.number()]) }), { v: true })).toBe('v must be text or a number');
    expect(first(z.object({ v: z.union([z.string(), z.number()]) }), {})).toBe('v is required');
    const shapes = z.object({ step: z.discriminatedUnion('type', [z.object({ type: z.literal('a') }), z.object({ type: z.literal('b') })]) });
    expect(first(shapes, { step: { type: 'c' } })).toBe('step.type must be one of a, b');
    expect(first(z.object({ filter: z.object({ cities: z.array(z.string()) }) }), { filter: { cities: ['Austin', 3] } })).toBe('filter.cities.1 must be text');
    expect(first(z.object({ a: z.string() }).strict(), { a: 'x', b: 1 })).toBe('Unknown field: b');
    expect(first(z.object({ n: z.string().refine((v) => v === 'ok') }), { n: 'no' })).toBe('n is not valid');
    expect(first(z.string(), 5)).toBe('The input must be text');
  });

  it('keeps the texts a contract gives its fields', () => {
    const schema = z.object({
      accountSid: z.string().trim().regex(/^AC[0-9a-fA-F]{32}$/, 'Account SID starts with AC followed by 32 hexadecimal characters'),
      name: z.string({ error: 'name must be text' }).max(5, 'name is too long (at most 5 characters)'),
      fromPhone: z.string().trim().min(1, 'From phone number is required'),
    });
    expect(messages(schema, { accountSid: 'x', name: 5, fromPhone: ' ' })).toEqual([
      'Account SID starts with AC followed by 32 hexadecimal characters',
      'name must be text',
      'From phone number is required',
    ]);
    expect(first(schema, { accountSid: 'AC' + 'a'.repeat(32), name: 'toolong', fromPhone: '1' })).toBe('name is too long (at most 5 characters)');
  });

  it('names the whole input and dotted paths', () => {
    expect(fieldName([])).toBe('The input');
    expect(fieldName(['recipients', 0, 'email'])).toBe('recipients.0.email');
  });
});
