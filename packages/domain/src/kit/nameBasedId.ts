import { hash } from 'node:crypto';
import { parse, stringify } from 'uuid';

/** Namespaces as bytes, parsed once. */
const namespaces = new Map<string, Buffer>();

/**
 * The UUIDv5 of `name` in `namespace` (RFC 9562 §5.5): the same name, the same id, which makes an
 * event or a message appended twice one. The SHA-1 of the namespace's bytes and the name's UTF-8
 * bytes is Node's one-shot hash, its first 16 bytes marked version 5 and variant 10 and written
 * out by uuid: uuid's own v5 makes a hash object and copies the bytes twice on every call, and a
 * campaign makes tens of thousands of these ids (the test holds the two equal).
 */
export function nameBasedId(name: string, namespace: string): string {
  let prefix = namespaces.get(namespace);
  if (!prefix) namespaces.set(namespace, (prefix = Buffer.from(parse(namespace))));
  const digest = hash('sha1', Buffer.concat([prefix, Buffer.from(name, 'utf8')]), 'buffer');
  digest[6] = (digest[6]! & 0x0f) | 0x50;
  digest[8] = (digest[8]! & 0x3f) | 0x80;
  return stringify(digest);
}
