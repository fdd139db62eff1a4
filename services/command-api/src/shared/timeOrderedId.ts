import { randomUUID } from 'node:crypto';

/**
 * A new UUID whose first 48 bits are the time in milliseconds (RFC 9562 version 7, its other 74
 * bits random). Rows keyed by such ids are written at the end of their indexes, so a bulk write (an
 * import's contacts and events) touches few index pages instead of one per row. The random bits
 * are those of Node's randomUUID (drawn from a pool of entropy, well under a microsecond): the uuid
 * package's v7 asks WebCrypto for fresh bytes for each id, some 8 µs, which an import of a
 * hundred thousand contacts would spend seconds on.
 */
export function timeOrderedId(): string {
  const random = randomUUID();
  const millis = Date.now().toString(16).padStart(12, '0');
  // random: xxxxxxxx-xxxx-4xxx-Vxxx-xxxxxxxxxxxx (V already the RFC's variant); the version becomes 7.
  return `${millis.slice(0, 8)}-${millis.slice(8)}-7${random.slice(15)}`;
}
