import type { EmailAddressVerification } from '@outreach/domain';

/** A check of `ana@realty.example` that found it valid (mx1.realty.example), with `overrides`. */
export function addressCheck(overrides: Partial<EmailAddressVerification> = {}): EmailAddressVerification {
  return {
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
  };
}
