import { v5 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { nameBasedId } from './nameBasedId.ts';

describe('nameBasedId', () => {
  it('is uuid’s v5 of the name in the namespace, for any text', () => {
    // RFC 9562's own example: the DNS namespace and www.example.com.
    expect(nameBasedId('www.example.com', v5.DNS)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    for (const name of ['', 'campaign/contact', 'Zoë Ångström ✉ 😀', 'a'.repeat(1000)]) {
      expect(nameBasedId(name, 'a4f3d8e2-5b1c-4c9a-8e7f-3d2b1a0c9e8d')).toBe(v5(name, 'a4f3d8e2-5b1c-4c9a-8e7f-3d2b1a0c9e8d'));
    }
  });
});
