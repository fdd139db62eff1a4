import emailAddresses from 'email-addresses';
import { describe, expect, it } from 'vitest';
import { parseMailboxAddress } from './mailboxAddress.ts';

/** What the RFC 5322 parser alone says of an address. */
function byParser(input: string) {
  const parsed = emailAddresses.parseOneAddress({ input, rejectTLD: true, simple: false });
  if (!parsed || parsed.type !== 'mailbox' || parsed.name || !parsed.domain.includes('.')) return undefined;
  return { local: parsed.local, domain: parsed.domain };
}

const ADDRESSES = [
  'dana@realty.test',
  'dana.agent@realty.test',
  'Dana.Agent@Realty.Test',
  "o'brien+listings@mail.kw.com",
  'a!#$%&*/=?^_`{|}~-b@x.y.z',
  'x@a-b.example',
  'agent12.3f@agents.test',
  // Not plain: the parser decides.
  '"dana agent"@realty.test',
  'dana@[127.0.0.1]',
  'josé@realty.test',
  'dana(comment)@realty.test',
  // Not addresses of one mailbox on a dotted domain.
  'dana',
  'dana@',
  '@realty.test',
  'dana@localhost',
  'dana..agent@realty.test',
  '.dana@realty.test',
  'dana.@realty.test',
  'dana@realty..test',
  'dana@realty.test.',
  'a b@realty.test',
  'Dana <dana@realty.test>',
  'dana@realty.test, other@realty.test',
  'team: dana@realty.test;',
  'dana@@realty.test',
  'dana@realty@test.com',
];

describe('parseMailboxAddress', () => {
  it('answers what the RFC 5322 parser answers, plain form or not', () => {
    for (const address of ADDRESSES) expect(parseMailboxAddress(address), address).toEqual(byParser(address));
  });

  it('finds the local part and domain of a plain address', () => {
    expect(parseMailboxAddress('dana.agent@realty.test')).toEqual({ local: 'dana.agent', domain: 'realty.test' });
    expect(parseMailboxAddress('dana@localhost')).toBeUndefined();
  });
});
