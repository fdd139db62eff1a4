import { addressCheck } from '@outreach/testing';
import { describe, expect, it } from 'vitest';
import { emailVerificationStream, freshVerification, type EmailAddressVerification } from './emailVerification.ts';

const checked = (status: EmailAddressVerification['status'], verifiedAt: string): EmailAddressVerification =>
  addressCheck({ status, subStatus: status === 'unknown' ? 'dns_unreachable' : 'ok', isDeliverable: status !== 'invalid', verifiedAt });

describe('e-mail verification', () => {
  it('keeps a check for 30 days; an unknown one is never kept', () => {
    const now = new Date('2026-02-01T00:00:00.000Z');
    expect(freshVerification(checked('valid', '2026-01-05T00:00:00.000Z'), now)?.status).toBe('valid');
    expect(freshVerification(checked('invalid', '2026-01-01T23:59:59.000Z'), now)).toBeUndefined();
    expect(freshVerification(checked('unknown', '2026-01-31T00:00:00.000Z'), now)).toBeUndefined();
    expect(freshVerification(undefined, now)).toBeUndefined();
  });

  it('names the stream by the lower-case address', () => {
    expect(emailVerificationStream(' Ana@Realty.TEST ')).toBe('email-verification-ana@realty.test');
  });
});
