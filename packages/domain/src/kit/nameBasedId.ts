import { parse, v5 } from 'uuid';

/** Namespaces parsed once: uuid's v5 parses a namespace given as text on every call (twice). */
const namespaces = new Map<string, Uint8Array>();

/**
 * The UUIDv5 of `name` in `namespace` (RFC 9562 §5.5): the same name, the same id, which makes an
 * event or a message appended twice one. uuid's v5, handed the namespace's bytes and the name's
 * UTF-8 bytes, not text it would convert on every call: a campaign makes tens of thousands of them.
 */
export function nameBasedId(name: string, namespace: string): string {
  let bytes = namespaces.get(namespace);
  if (!bytes) namespaces.set(namespace, (bytes = parse(namespace)));
  return v5(Buffer.from(name, 'utf8'), bytes);
}
