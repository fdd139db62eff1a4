import type { EmailAddressVerification } from '@outreach/domain';
import type { Projection } from '../projection.ts';

/**
 * read.email_verifications: the newest check of each recipient address (an older check replayed
 * after a newer one changes nothing), for the contacts' deliverability and analysts.
 */
export const emailVerifications: Projection = {
  name: 'emailVerifications',
  version: 1,
  tables: ['email_verifications'],
  handles: ['EmailAddressVerified'],
  async apply({ tx, table }, events) {
    for (const event of events) {
      const v = event.data as EmailAddressVerification;
      await tx.query(
        `insert into ${table('email_verifications')} as t
           (email, status, sub_status, score, is_deliverable, is_free_email, verification_provider, verification_response, verified_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (email) do update set status = excluded.status, sub_status = excluded.sub_status, score = excluded.score,
           is_deliverable = excluded.is_deliverable, is_free_email = excluded.is_free_email, verification_provider = excluded.verification_provider,
           verification_response = excluded.verification_response, verified_at = excluded.verified_at
         where t.verified_at <= excluded.verified_at`,
        [v.email, v.status, v.subStatus, v.score, v.isDeliverable, v.isFreeEmail, v.verificationProvider, v.detail, v.verifiedAt],
      );
    }
  },
};
