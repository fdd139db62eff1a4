import {
  emailVerificationStream,
  freshVerification,
  type CommandContext,
  metadataFor,
  type EmailAddressVerification,
} from '@outreach/domain';
import { MxLookup, verifyEmailAddress } from '@outreach/providers';
import type { Runtime } from '@outreach/server-kit';

/** An unreachable DNS is asked again for a domain after this long, not for every address. */
const UNKNOWN_DOMAIN_RETRY_MS = 60_000;

/**
 * Verification of recipients before a send (syntax, disposable domains, MX, role accounts), each
 * address's result recorded as EmailAddressVerified on its own stream and reused for 30 days.
 */
export class RecipientVerification {
  readonly #mx: MxLookup;

  constructor(private readonly runtime: Pick<Runtime, 'eventStore' | 'config'>) {
    this.#mx = new MxLookup({ ...(runtime.config.DNS_SERVERS ? { servers: runtime.config.DNS_SERVERS } : {}), unknownCacheMs: UNKNOWN_DOMAIN_RETRY_MS });
  }

  /** The address's check still good now, or a new one, recorded by `context`'s actor for the same cause. */
  async verify(address: string, context: CommandContext): Promise<EmailAddressVerification> {
    const stream = emailVerificationStream(address);
    const latest = (await this.runtime.eventStore.readLastEvents([stream])).get(stream);
    const now = new Date(context.now);
    const fresh = freshVerification(latest?.data as EmailAddressVerification | undefined, now);
    if (fresh) return fresh;
    const found = await verifyEmailAddress(address, this.#mx);
    const verification: EmailAddressVerification = {
      email: found.email,
      status: found.status,
      subStatus: found.subStatus,
      score: found.score,
      isDeliverable: found.isDeliverable,
      isFreeEmail: found.isFreeEmail,
      verificationProvider: 'outreach',
      detail: found.detail,
      verifiedAt: context.now,
    };
    const eventId = context.newId();
    await this.runtime.eventStore.appendToStream(stream, [{ eventId, type: 'EmailAddressVerified', data: verification, metadata: metadataFor(context, eventId) }], {
      expectedRevision: 'any',
    });
    return verification;
  }
}
