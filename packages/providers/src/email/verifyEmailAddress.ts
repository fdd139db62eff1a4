import freeEmailDomains from 'free-email-domains';
import mailchecker from 'mailchecker';
import { createRequire } from 'node:module';
import { parseMailboxAddress } from './mailboxAddress.ts';
import type { MxLookup } from './mxLookup.ts';

/** Local parts that name a role or a group rather than a person (info, sales, noreply, …); the package ships no types. */
const rolePrefixes = createRequire(import.meta.url)('role-based-email-addresses') as readonly string[];

/** valid: send; risky: deliverable but a role or group address; invalid: skip; unknown: DNS could not say. */
export type EmailVerificationStatus = 'valid' | 'risky' | 'invalid' | 'unknown';
export type EmailVerificationSubStatus =
  | 'ok'
  | 'role_account'
  | 'syntax'
  | 'disposable'
  | 'no_domain'
  | 'no_mx'
  | 'null_mx'
  | 'dns_unreachable';

export interface EmailVerification {
  email: string;
  status: EmailVerificationStatus;
  subStatus: EmailVerificationSubStatus;
  /** 0 (will not arrive) to 100 (a person's mailbox on a domain that takes mail). */
  score: number;
  isDeliverable: boolean;
  isFreeEmail: boolean;
  /** What was found, for the record (MX hosts, the DNS error). */
  detail: string;
}

const FREE = new Set<string>(freeEmailDomains as readonly string[]);
const ROLES = new Set(rolePrefixes.map((p) => p.toLowerCase()));

function result(email: string, status: EmailVerificationStatus, subStatus: EmailVerificationSubStatus, score: number, isFreeEmail: boolean, detail: string): EmailVerification {
  return { email, status, subStatus, score, isDeliverable: status === 'valid' || status === 'risky', isFreeEmail, detail };
}

/**
 * Verify an address before sending, without sending anything: its syntax (RFC 5322, one plain
 * mailbox), a disposable domain, the domain's mail servers (MX, else an address record), and a role
 * account (info@, sales@…). DNS that cannot be reached gives `unknown`, not invalid.
 */
export async function verifyEmailAddress(raw: string, mx: MxLookup): Promise<EmailVerification> {
  const email = raw.trim().toLowerCase();
  const parsed = parseMailboxAddress(email);
  if (!parsed || email.length > 254) {
    return result(email, 'invalid', 'syntax', 0, false, 'Not a valid e-mail address');
  }
  const domain = parsed.domain.toLowerCase();
  const local = parsed.local.toLowerCase();
  const isFreeEmail = FREE.has(domain);
  if (!mailchecker.isValid(email)) return result(email, 'invalid', 'disposable', 0, isFreeEmail, `${domain} hands out throwaway addresses`);
  const answer = await mx.lookup(domain);
  switch (answer.kind) {
    case 'unknown':
      return result(email, 'unknown', 'dns_unreachable', 50, isFreeEmail, `DNS could not be asked about ${domain}: ${answer.reason}`);
    case 'no-mail':
      return result(email, 'invalid', answer.reason, 0, isFreeEmail, answer.reason === 'no_domain' ? `${domain} does not exist` : `${domain} has no mail server`);
    case 'null-mx':
      return result(email, 'invalid', 'null_mx', 0, isFreeEmail, `${domain} says it accepts no mail`);
    case 'mx':
    case 'implicit': {
      const servers = answer.kind === 'mx' ? `mail servers ${answer.hosts.join(', ')}` : `no MX; mail goes to ${domain} itself`;
      if (ROLES.has(local.split('+')[0]!)) return result(email, 'risky', 'role_account', 60, isFreeEmail, `A role or group address; ${servers}`);
      return result(email, 'valid', 'ok', isFreeEmail ? 90 : 100, isFreeEmail, servers);
    }
  }
}
