import type { EmailAddressVerification } from '@outreach/domain';
import { addressCheck } from '@outreach/testing';
import { describe, it } from 'vitest';
import { iso, projectionSpec } from '../projectionSpec.ts';
import { emailVerifications } from './emailVerifications.ts';

const spec = projectionSpec(emailVerifications);

const verified = (overrides: Partial<EmailAddressVerification>) => ({
  type: 'EmailAddressVerified',
  streamId: `email-verification-${overrides.email ?? 'ana@realty.example'}`,
  data: addressCheck(overrides),
});

const query = `select email, status, sub_status, score, is_deliverable, verification_response, ${iso('verified_at')} as verified_at from read.email_verifications order by email`;

describe('emailVerifications projection', () => {
  it('keeps the newest check of each address', async () => {
    await spec
      .given([
        verified({}),
        verified({ email: 'info@realty.example', status: 'risky', subStatus: 'role_account', score: 60 }),
        verified({ status: 'invalid', subStatus: 'no_mx', score: 0, isDeliverable: false, detail: 'no mail servers', verifiedAt: '2026-02-10T09:00:00.000Z' }),
        // An older check recorded later changes nothing.
        verified({ status: 'unknown', subStatus: 'dns_unreachable', score: 50, detail: 'ETIMEOUT', verifiedAt: '2026-01-01T09:00:00.000Z' }),
      ])
      .then(query, [
        { email: 'ana@realty.example', status: 'invalid', sub_status: 'no_mx', score: 0, is_deliverable: false, verification_response: 'no mail servers', verified_at: '2026-02-10T09:00:00.000Z' },
        { email: 'info@realty.example', status: 'risky', sub_status: 'role_account', score: 60, is_deliverable: true, verification_response: 'mx1.realty.example', verified_at: '2026-01-05T15:00:00.000Z' },
      ]);
  });

  it('takes the checks a send made from its claim and its skip, newest first, and the claims and skips carrying none change nothing', async () => {
    await spec
      .given([
        verified({ email: 'lou@realty.example', verifiedAt: '2026-01-05T15:00:00.000Z' }),
        {
          type: 'EmailSendStarted',
          streamId: 'outbound-email-1',
          data: { messageId: '1', attempt: 1, startedAt: '2026-03-01T10:00:00.000Z', verification: addressCheck({ email: 'lou@realty.example', score: 90, detail: 'mx2.realty.example', verifiedAt: '2026-03-01T10:00:00.000Z' }) },
        },
        {
          type: 'EmailSkipped',
          streamId: 'outbound-email-2',
          data: { messageId: '2', reason: 'Invalid address: no mail servers', verification: addressCheck({ email: 'kim@gone.example', status: 'invalid', subStatus: 'no_mx', score: 0, isDeliverable: false, detail: 'no mail servers', verifiedAt: '2026-03-01T10:00:01.000Z' }) },
        },
        { type: 'EmailSendStarted', streamId: 'outbound-email-3', data: { messageId: '3', attempt: 1, startedAt: '2026-03-02T10:00:00.000Z' } },
        { type: 'EmailSkipped', streamId: 'outbound-email-4', data: { messageId: '4', reason: 'Unsubscribed' } },
      ])
      .then(query, [
        { email: 'kim@gone.example', status: 'invalid', sub_status: 'no_mx', score: 0, is_deliverable: false, verification_response: 'no mail servers', verified_at: '2026-03-01T10:00:01.000Z' },
        { email: 'lou@realty.example', status: 'valid', sub_status: 'ok', score: 90, is_deliverable: true, verification_response: 'mx2.realty.example', verified_at: '2026-03-01T10:00:00.000Z' },
      ]);
  });
});
