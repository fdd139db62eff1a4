import emailAddresses from 'email-addresses';

/** An address's two parts, as RFC 5322 reads a plain mailbox. */
export interface MailboxAddress {
  local: string;
  domain: string;
}

/**
 * The form nearly every address has: a dot-atom, `@`, a dot-atom of two or more labels, in ASCII
 * (RFC 5322 atext). Any such string is an addr-spec the full parser accepts with these two parts;
 * it saves that parser's cost (about 35 µs and 100 kB of garbage an address) on the common case.
 */
const ATOM = "[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+";
const PLAIN = new RegExp(`^(${ATOM}(?:\\.${ATOM})*)@(${ATOM}(?:\\.${ATOM})+)$`);

/**
 * The local part and domain of `input` when it is one plain mailbox (no display name, no group)
 * on a domain with a dot in it; undefined otherwise. Anything not in the plain form is read by
 * `email-addresses`, the RFC 5322 parser (quoted local parts, comments, domain literals, UTF-8).
 */
export function parseMailboxAddress(input: string): MailboxAddress | undefined {
  const plain = PLAIN.exec(input);
  if (plain) return { local: plain[1]!, domain: plain[2]! };
  const parsed = emailAddresses.parseOneAddress({ input, rejectTLD: true, simple: false });
  if (!parsed || parsed.type !== 'mailbox' || parsed.name || !parsed.domain.includes('.')) return undefined;
  return { local: parsed.local, domain: parsed.domain };
}
