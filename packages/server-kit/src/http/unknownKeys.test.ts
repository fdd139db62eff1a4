import { expect, it } from 'vitest';
import { z } from 'zod';
import { unknownKeys } from './unknownKeys.ts';

it('names undeclared keys, nested ones through optional, nullable, default, pipe and arrays', () => {
  const schema = z.object({
    a: z.string().optional(),
    list: z.array(z.object({ x: z.number() })).default([]),
    inner: z.object({ y: z.string() }).nullable().transform((v) => v),
  });
  expect(unknownKeys(schema, { a: 'x', b: 1, list: [{ x: 1 }, { x: 2, z: 3 }], inner: { y: '', w: 1 } })).toEqual(['b', 'list.1.z', 'inner.w']);
  expect(unknownKeys(schema, { a: 'x', inner: null })).toEqual([]);
});

it('leaves records and objects with a catchall alone', () => {
  expect(unknownKeys(z.record(z.string(), z.string()), { any: 'x' })).toEqual([]);
  expect(unknownKeys(z.object({}).catchall(z.string()), { any: 'x' })).toEqual([]);
  expect(unknownKeys(z.looseObject({}), { any: 'x' })).toEqual([]);
});

it('looks through readonly lists, and takes an undefined value for no field (JSON drops it)', () => {
  const schema = z.array(z.object({ x: z.number() })).readonly();
  expect(unknownKeys(schema, [{ x: 1, extra: true }])).toEqual(['0.extra']);
  expect(unknownKeys(z.object({ x: z.number() }), { x: 1, gone: undefined })).toEqual([]);
});
