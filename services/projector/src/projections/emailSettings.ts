import { API_KEY_PROVIDERS, type EmailSettingsEvent } from '@outreach/domain';
import type { Projection } from '../projection.ts';

/** read.email_settings: the one row GET /api/settings/email shows (never a secret); removed with the settings. */
export const emailSettings: Projection = {
  name: 'emailSettings',
  version: 1,
  tables: ['email_settings'],
  handles: ['EmailSettingsChanged', 'EmailSettingsRemoved'],
  async apply({ tx, table }, events) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as EmailSettingsEvent;
      switch (event.type) {
        case 'EmailSettingsChanged': {
          const d = event.data;
          // A change is only recorded with the secret its service signs in with.
          await tx.query(
            `insert into ${table('email_settings')} (id, provider, from_email, from_name, smtp_host, smtp_port, smtp_username, smtp_security,
               api_key_set, smtp_password_set, warmup_enabled, daily_limit, updated_at)
             values (true, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
             on conflict (id) do update set provider = excluded.provider, from_email = excluded.from_email, from_name = excluded.from_name,
               smtp_host = excluded.smtp_host, smtp_port = excluded.smtp_port, smtp_username = excluded.smtp_username,
               smtp_security = excluded.smtp_security, api_key_set = excluded.api_key_set, smtp_password_set = excluded.smtp_password_set,
               warmup_enabled = excluded.warmup_enabled, daily_limit = excluded.daily_limit, updated_at = excluded.updated_at`,
            [
              d.provider,
              d.fromEmail,
              d.fromName,
              d.smtpHost,
              d.smtpPort,
              d.smtpUsername,
              d.smtpSecurity,
              API_KEY_PROVIDERS.includes(d.provider),
              d.provider === 'smtp',
              d.warmupEnabled,
              d.dailyLimit,
              recorded.metadata.occurredAt,
            ],
          );
          break;
        }
        case 'EmailSettingsRemoved':
          await tx.query(`delete from ${table('email_settings')}`);
          break;
        default:
          break;
      }
    }
  },
};
