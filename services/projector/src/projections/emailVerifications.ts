import type { EmailAddressVerification, CarriedAddressCheck } from '@outreach/domain';
import { type Projection, BULK_GATHER_MS } from '../projection.ts';

/**
 * read.email_verifications: the newest check of each recipient address (an older check replayed
 * after a newer one changes nothing), for the contacts' deliverability and analysts: the checks
 * of the address's own stream (EmailAddressVerified) and those the sending engine made for a send,
 * carried by its claim (EmailSendStarted) or its skip (EmailSkipped). A batch's checks are written
 * in one statement: each address's newest (the later of two equally new ones).
 */
export const emailVerifications: Projection = {
  name: 'emailVerifications',
  version: 1,
  gatherMs: BULK_GATHER_MS,
  tables: ['email_verifications'],
  handles: ['EmailAddressVerified', 'EmailSendStarted', 'EmailSkipped'],
  async apply({ tx, table }, events) {
    const newest = new Map<string, EmailAddressVerification>();
    for (const event of events) {
      const v = event.type === 'EmailAddressVerified' ? (event.data as EmailAddressVerification) : (event.data as CarriedAddressCheck).verification;
      if (!v) continue;
      const seen = newest.get(v.email);
      if (!seen || Date.parse(seen.verifiedAt) <= Date.parse(v.verifiedAt)) newest.set(v.email, v);
    }
    const checks = [...newest.values()];
    if (checks.length === 0) return;
    await tx.query(
      `insert into ${table('email_verifications')} as t
         (email, status, sub_status, score, is_deliverable, is_free_email, verification_provider, verification_response, verified_at)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::boolean[], $6::boolean[], $7::text[], $8::text[], $9::timestamptz[])
       on conflict (email) do update set status = excluded.status, sub_status = excluded.sub_status, score = excluded.score,
         is_deliverable = excluded.is_deliverable, is_free_email = excluded.is_free_email, verification_provider = excluded.verification_provider,
         verification_response = excluded.verification_response, verified_at = excluded.verified_at
       where t.verified_at <= excluded.verified_at`,
      [
        checks.map((v) => v.email),
        checks.map((v) => v.status),
        checks.map((v) => v.subStatus),
        checks.map((v) => v.score),
        checks.map((v) => v.isDeliverable),
        checks.map((v) => v.isFreeEmail),
        checks.map((v) => v.verificationProvider),
        checks.map((v) => v.detail),
        checks.map((v) => v.verifiedAt),
      ],
    );
  },
};
