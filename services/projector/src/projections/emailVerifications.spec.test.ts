import type { EmailAddressVerification } from '@outreach/domain';
import { describe, it } from 'vitest';
import { iso, projectionSpec } from '../projectionSpec.ts';
import { emailVerifications } from './emailVerifications.ts';

const spec = projectionSpec(emailVerifications);

const verified = (overrides: Partial<EmailAddressVerification>) => ({
  type: 'EmailAddressVerified',
  streamId: `email-verification-${overrides.email ?? 'ana@realty.example'}`,
  data: {
    email: 'ana@realty.example',
    status: 'valid',
    subStatus: 'ok',
    score: 95,
    isDeliverable: true,
    isFreeEmail: false,
    verificationProvider: 'outreach',
    detail: 'mx1.realty.example',
    verifiedAt: '2026-01-05T15:00:00.000Z',
    ...overrides,
  } satisfies EmailAddressVerification,
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
});
