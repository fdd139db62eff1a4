import type { putSmsSettingsBody, sendTestBody, smsConnectionTest, smsSettingsView } from '@outreach/contracts';
import type { WireType } from '../../shared/api/wireType.ts';

/** GET /api/settings/sms: the auth token itself is never returned, only whether one is stored. */
export type SmsSettings = WireType<typeof smsSettingsView>;
export type SmsProvider = SmsSettings['provider'];
export type SaveSmsSettingsInput = WireType<typeof putSmsSettingsBody>;
export type SmsConnectionTest = WireType<typeof smsConnectionTest>;
export type SendTestSmsInput = WireType<typeof sendTestBody>;
