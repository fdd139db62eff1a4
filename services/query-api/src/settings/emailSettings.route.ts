import { EMAIL_SETTINGS_NOT_CONFIGURED, EMAIL_SERVICE_PROVIDERS, EMAIL_SERVICE_SECURITY, emailSettingsView, noQuery, type EmailSettingsView } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';

const settingsRow = z.object({
  provider: z.enum(EMAIL_SERVICE_PROVIDERS),
  fromEmail: z.string().nullable(),
  fromName: z.string().nullable(),
  smtpHost: z.string().nullable(),
  smtpPort: z.number().nullable(),
  smtpUsername: z.string().nullable(),
  smtpSecurity: z.enum(EMAIL_SERVICE_SECURITY).nullable(),
  apiKeySet: z.boolean(),
  smtpPasswordSet: z.boolean(),
  warmupEnabled: z.boolean(),
  dailyLimit: z.number(),
  currentDailyLimit: z.number(),
  warmupDay: z.number(),
});

/** Before any e-mail service is saved: the spec's `email_settings` defaults (SendGrid, nothing stored). */
const NOT_CONFIGURED: EmailSettingsView = {
  ...EMAIL_SETTINGS_NOT_CONFIGURED,
  provider: 'sendgrid',
  fromEmail: null,
  fromName: null,
  smtpHost: null,
  smtpPort: null,
  smtpUsername: null,
  smtpSecurity: null,
  apiKeySet: false,
  smtpPasswordSet: false,
};

/**
 * GET /api/settings/email: the legacy e-mail service configuration and its warm-up (Legacy
 * Settings, and the overview's warm-up card); `configured: false` with the defaults until saved.
 * Whether an API key or SMTP password is stored, never the secret.
 */
export function registerEmailSettingsRoute(app: TypedApp, runtime: Runtime): void {
  app.get('/api/settings/email', { config: { projections: ['emailSettings'] }, schema: { querystring: noQuery, response: { 200: emailSettingsView } } }, async () => {
    const row = await runtime.db.maybeOne(
      sql.type(settingsRow)`select provider, from_email as "fromEmail", from_name as "fromName", smtp_host as "smtpHost", smtp_port as "smtpPort",
                                   smtp_username as "smtpUsername", smtp_security as "smtpSecurity", api_key_set as "apiKeySet",
                                   smtp_password_set as "smtpPasswordSet", warmup_enabled as "warmupEnabled", daily_limit as "dailyLimit",
                                   current_daily_limit as "currentDailyLimit", warmup_day as "warmupDay"
                              from read.email_settings`,
    );
    return row ? { configured: true, ...row } : NOT_CONFIGURED;
  });
}
