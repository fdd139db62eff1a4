import type { DomainEvent } from '../kit/events.ts';

/** valid: send; risky: deliverable but a role or group address; invalid: skip; unknown: DNS could not say. */
export const EMAIL_VERIFICATION_STATUSES = ['valid', 'risky', 'invalid', 'unknown'] as const;
export type EmailVerificationOutcome = (typeof EMAIL_VERIFICATION_STATUSES)[number];

/** What checking an address found, without sending to it (syntax, disposable domain, MX, role account). */
export interface EmailAddressVerification {
  /** Lower case. */
  email: string;
  status: EmailVerificationOutcome;
  /** ok, role_account, syntax, disposable, no_domain, no_mx, null_mx, dns_unreachable. */
  subStatus: string;
  /** 0 (will not arrive) to 100. */
  score: number;
  isDeliverable: boolean;
  isFreeEmail: boolean;
  /** Who checked: our own checks (`outreach`). */
  verificationProvider: string;
  /** What was found (MX hosts, the DNS error). */
  detail: string;
  verifiedAt: string;
}

export type EmailAddressVerified = DomainEvent<'EmailAddressVerified', EmailAddressVerification>;

/** Every check of one address, stream `email-verification-{lower-case address}`. */
export const emailVerificationStream = (email: string) => `email-verification-${email.trim().toLowerCase()}`;

/** A check is trusted this long; after it (or when DNS could not say) the address is checked again before a send. */
export const EMAIL_VERIFICATION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The newest check still good at `now`, or undefined when the address must be checked (again). */
export function freshVerification(latest: EmailAddressVerification | undefined, now: Date): EmailAddressVerification | undefined {
  if (!latest || latest.status === 'unknown') return undefined;
  return now.getTime() - Date.parse(latest.verifiedAt) < EMAIL_VERIFICATION_TTL_MS ? latest : undefined;
}
