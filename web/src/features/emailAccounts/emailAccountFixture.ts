import type { EmailAccount } from './emailAccountTypes.ts';

/** An account as the server answers it, for the unit tests of this folder. */
export function emailAccountFixture(overrides: Partial<EmailAccount> = {}): EmailAccount {
  return {
    id: '5b0c1f4e-8a4d-4f7e-9a51-2f0e8c1d7a10',
    name: 'Sales',
    provider: 'smtp',
    fromName: 'Dana from ListingPro',
    fromEmail: 'dana@listingpro.example',
    isActive: true,
    isPrimary: false,
    signature: null,
    smtpHost: 'smtp.gmail.com',
    smtpPort: 587,
    smtpUsername: 'dana',
    smtpSecurity: 'starttls',
    imapHost: null,
    imapPort: null,
    secretSet: true,
    warmupEnabled: true,
    dailyLimit: 2500,
    currentDailyLimit: 50,
    warmupDay: 1,
    lastTest: null,
    createdAt: '2026-11-20T15:04:00.000Z',
    updatedAt: '2026-11-20T15:04:00.000Z',
    ...overrides,
  };
}
