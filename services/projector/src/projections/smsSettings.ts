import { type SmsSettingsEvent } from '@outreach/domain';
import type { Projection } from '../projection.ts';

/** read.sms_settings: the one row GET /api/settings/sms shows (never the token). */
export const smsSettings: Projection = {
  name: 'smsSettings',
  version: 1,
  tables: ['sms_settings'],
  handles: ['SmsSettingsChanged', 'SmsSettingsRemoved'],
  async apply({ tx, table }, events) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as SmsSettingsEvent;
      const at = recorded.metadata.occurredAt;
      switch (event.type) {
        case 'SmsSettingsChanged':
          await tx.query(
            `insert into ${table('sms_settings')} (id, provider, account_sid, from_phone, auth_token_set, help_text, updated_at)
             values (true, 'twilio', $1, $2, true, $3, $4)
             on conflict (id) do update set provider = 'twilio', account_sid = excluded.account_sid, from_phone = excluded.from_phone,
               auth_token_set = true, help_text = excluded.help_text, updated_at = excluded.updated_at`,
            [event.data.accountSid, event.data.fromPhone, event.data.helpText, at],
          );
          break;
        case 'SmsSettingsRemoved':
          await tx.query(
            `update ${table('sms_settings')} set provider = 'sandbox', account_sid = null, from_phone = null, auth_token_set = false, updated_at = $1`,
            [at],
          );
          break;
        default:
          break;
      }
    }
  },
};
