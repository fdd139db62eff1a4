import {
  EMAIL_VERIFICATION_TTL_MS,
  emailVerificationStream,
  metadataFor,
  type AudienceRecipient,
  type CommandContext,
  type EmailAddressVerification,
} from '@outreach/domain';
import { MxLookup, verifyEmailAddress, type EmailVerification } from '@outreach/providers';
import type { Runtime } from '@outreach/server-kit';

/** Mail domains asked about at once. */
const DOMAIN_CONCURRENCY = 32;
/** How long an unreachable DNS's answer about a domain stands within one verification. */
const UNKNOWN_DOMAIN_RETRY_MS = 60_000;
/** Checks recorded in one append. */
const RECORD_BATCH = 500;
/** What a check found about the address's domain, not the address alone: it holds for every address there. */
const DOMAIN_FINDINGS = new Set(['disposable', 'no_domain', 'no_mx', 'null_mx', 'dns_unreachable']);

/** What the verification needs of the runtime: the read models, the event store, the DNS servers and what to do with unverified addresses. */
export type AudienceVerificationDeps = Pick<Runtime, 'pg' | 'eventStore'> & { config: Pick<Runtime['config'], 'DNS_SERVERS' | 'EMAIL_UNVERIFIED'> };

export interface AudienceVerification {
  /** The recipients the send keeps, in their order. */
  recipients: AudienceRecipient[];
  /** The checks made now that leave their address out (invalid; unknown too when unverified addresses are skipped), recorded. */
  leftOut: EmailAddressVerification[];
  /** Addresses that had no check still good: checked now, by their domain. */
  checked: number;
}

/** The addresses of `emails` with a check still good at `now` (not older than 30 days, not unknown), read from read.email_verifications. */
async function checkedAddresses(deps: AudienceVerificationDeps, emails: readonly string[], now: Date): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const { rows } = await deps.pg.query<{ email: string }>(
    `select email from read.email_verifications where email = any($1::text[]) and status <> 'unknown' and verified_at > $2::timestamptz`,
    [emails, new Date(now.getTime() - EMAIL_VERIFICATION_TTL_MS).toISOString()],
  );
  return new Set(rows.map((row) => row.email));
}

/** The part after the last @ (addresses of a send are lower case). */
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Verify a send's audience before it is fixed, so that its figures are true: every address
 * without a check still good is checked by its domain (one MX lookup per domain, the send's
 * addresses of one domain sharing it). An address is left out when its check says it cannot
 * receive mail (syntax, disposable domain, no domain, no mail server, null MX), or, when
 * unverified addresses are skipped (EMAIL_UNVERIFIED=skip), when DNS could not say; each such
 * check is recorded (EmailAddressVerified, by the context's actor) so the contact shows it and
 * the next send leaves the address out at once. The addresses kept are checked again one by one
 * when their e-mail goes out, which records their check; so thousands of addresses on a few
 * domains cost a few lookups here, and the first e-mail is not held up by checking the rest.
 */
export async function verifyAudience(deps: AudienceVerificationDeps, recipients: readonly AudienceRecipient[], context: CommandContext): Promise<AudienceVerification> {
  const now = new Date(context.now);
  const checked = await checkedAddresses(
    deps,
    recipients.map((r) => r.email),
    now,
  );
  const byDomain = new Map<string, string[]>();
  for (const { email } of recipients) {
    if (checked.has(email)) continue;
    const domain = domainOf(email);
    const list = byDomain.get(domain);
    if (list) list.push(email);
    else byDomain.set(domain, [email]);
  }
  const skipUnknown = deps.config.EMAIL_UNVERIFIED === 'skip';
  const leaves = (v: EmailVerification) => v.status === 'invalid' || (v.status === 'unknown' && skipUnknown);
  // An unreachable DNS is asked once per domain in this verification, not once per address.
  const mx = new MxLookup({ ...(deps.config.DNS_SERVERS ? { servers: deps.config.DNS_SERVERS } : {}), unknownCacheMs: UNKNOWN_DOMAIN_RETRY_MS });
  const found: EmailVerification[] = [];
  await eachLimited([...byDomain.values()], DOMAIN_CONCURRENCY, async (emails) => {
    // The first address that is well formed tells about its domain (one that is not is left out on its own).
    let at = 0;
    let probe: EmailVerification | undefined;
    for (; at < emails.length; at++) {
      probe = await verifyEmailAddress(emails[at]!, mx);
      if (probe.subStatus !== 'syntax') break;
      found.push(probe);
    }
    if (!probe || probe.subStatus === 'syntax' || !leaves(probe)) return;
    found.push(probe);
    // The domain's finding holds for every address there: each one's own check (the domain's answer is cached), to record.
    if (DOMAIN_FINDINGS.has(probe.subStatus)) for (const email of emails.slice(at + 1)) found.push(await verifyEmailAddress(email, mx));
  });
  const leftOut = found.filter(leaves).map(
    (v): EmailAddressVerification => ({
      email: v.email,
      status: v.status,
      subStatus: v.subStatus,
      score: v.score,
      isDeliverable: v.isDeliverable,
      isFreeEmail: v.isFreeEmail,
      verificationProvider: 'outreach',
      detail: v.detail,
      verifiedAt: context.now,
    }),
  );
  for (let i = 0; i < leftOut.length; i += RECORD_BATCH) {
    await deps.eventStore.appendToStreams(
      leftOut.slice(i, i + RECORD_BATCH).map((verification) => {
        const eventId = context.newId();
        return {
          streamId: emailVerificationStream(verification.email),
          events: [{ eventId, type: 'EmailAddressVerified', data: verification, metadata: metadataFor(context, eventId) }],
          expectedRevision: 'any' as const,
        };
      }),
    );
  }
  const out = new Set(leftOut.map((v) => v.email));
  return { recipients: recipients.filter((r) => !out.has(r.email)), leftOut, checked: [...byDomain.values()].reduce((n, emails) => n + emails.length, 0) };
}
