import type { emailConnectionTest, emailSettingsView, putEmailSettingsBody } from '@outreach/contracts';
import type { WireType } from '../../shared/api/wireType.ts';

/** GET /api/settings/email: the API key and SMTP password are never returned, only whether one is stored. */
export type EmailSettings = WireType<typeof emailSettingsView>;
export type EmailServiceProvider = EmailSettings['provider'];
export type EmailServiceSecurity = NonNullable<EmailSettings['smtpSecurity']>;
export type SaveEmailSettingsInput = WireType<typeof putEmailSettingsBody>;
export type EmailConnectionTest = WireType<typeof emailConnectionTest>;
