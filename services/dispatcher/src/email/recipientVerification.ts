import {
  emailVerificationStream,
  freshVerification,
  type CommandContext,
  metadataFor,
  type EmailAddressVerification,
} from '@outreach/domain';
import { MxLookup, verifyEmailAddress } from '@outreach/providers';
import type { EventStore } from '@outreach/event-store';
import type { Runtime } from '@outreach/server-kit';

/** An unreachable DNS is asked again for a domain after this long, not for every address. */
const UNKNOWN_DOMAIN_RETRY_MS = 60_000;

/** An address's check, and (when it was made now) how to record it on the address's stream. */
export interface RecipientCheck {
  verification: EmailAddressVerification;
  /** Appends the new check (EmailAddressVerified); absent when a recorded check was still good. */
  record?: () => Promise<void>;
}

/**
 * Verification of recipients before a send (syntax, disposable domains, MX, role accounts). A
 * check recorded on the address's own stream (EmailAddressVerified: the audience's check when a
 * send starts, or one recorded beside a decision) is reused for 30 days. A check made now goes
 * with the decision it leads to: the claim of the send or the skip carries it (one event per
 * e-mail, not two), any other decision has `record` append it beside. Its
 * domain's mail servers are asked once an hour (MxLookup), so checking again costs no lookup.
 */
export class RecipientVerification {
  readonly #mx: MxLookup;

  constructor(
    private readonly store: EventStore,
    config: Runtime['config'],
  ) {
    this.#mx = new MxLookup({ ...(config.DNS_SERVERS ? { servers: config.DNS_SERVERS } : {}), unknownCacheMs: UNKNOWN_DOMAIN_RETRY_MS });
  }

  /**
   * The address's check still good now, or a new one, which the caller records (`record`, by
   * `context`'s actor for the same cause) when it acts on it: in the same commit as its decision.
   */
  async check(address: string, context: CommandContext): Promise<RecipientCheck> {
    const stream = emailVerificationStream(address);
    const latest = (await this.store.readLastEvents([stream])).get(stream);
    const now = new Date(context.now);
    const fresh = freshVerification(latest?.data as EmailAddressVerification | undefined, now);
    if (fresh) return { verification: fresh };
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
    // Its id is made when it is first recorded (most go with a claim instead), the same on a second try.
    let eventId: string | undefined;
    const record = async () => {
      eventId ??= context.newId();
      await this.store.appendToStream(stream, [{ eventId, type: 'EmailAddressVerified', data: verification, metadata: metadataFor(context, eventId) }], {
        expectedRevision: 'any',
      });
    };
    return { verification, record };
  }
}
