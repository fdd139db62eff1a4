import { z } from 'zod';

/** Zod wrappers whose inner schema describes the same value. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 16; i++) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault || current instanceof z.ZodPrefault || current instanceof z.ZodReadonly) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else {
      return current;
    }
  }
  return current;
}

/**
 * The paths of input keys an object schema (and the objects and arrays nested in it) does not
 * declare. Schemas that declare a catchall (a record of free keys) are left alone.
 */
export function unknownKeys(schema: z.ZodType, input: unknown, path = '', found: string[] = []): string[] {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) return found;
    const catchall = inner.def.catchall;
    if (catchall && !(catchall instanceof z.ZodNever)) return found;
    const shape = inner.shape as Record<string, z.ZodType>;
    for (const [key, value] of Object.entries(input)) {
      // An undefined value is no field at all once serialized.
      if (value === undefined) continue;
      const field = path ? `${path}.${key}` : key;
      const declared = Object.hasOwn(shape, key) ? shape[key] : undefined;
      if (declared) unknownKeys(declared, value, field, found);
      else found.push(field);
    }
  } else if (inner instanceof z.ZodArray && Array.isArray(input)) {
    input.forEach((item, index) => unknownKeys(inner.element as z.ZodType, item, path ? `${path}.${index}` : String(index), found));
  }
  return found;
}
