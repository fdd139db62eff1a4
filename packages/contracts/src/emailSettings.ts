import { z } from 'zod';
import { accepted } from './answers.ts';
import { emailSettingsSummary } from './settings.ts';

/** The spec's e-mail service choices (`email_settings.provider`, default sendgrid). */
export const EMAIL_SERVICE_PROVIDERS = ['sendgrid', 'mailgun', 'ses', 'outlook', 'gmail', 'smtp'] as const;
export const EMAIL_SERVICE_SECURITY = ['starttls', 'tls', 'none'] as const;

const shortText = (field: string) => z.string({ error: `${field} must be text` }).max(200, `${field} is too long (at most 200 characters)`);
const secret = (field: string) => z.string({ error: `${field} must be text` }).max(2000, `${field} is too long`);

/**
 * GET /api/settings/email (Settings → Legacy Settings → Email Service Configuration, and the
 * overview's warm-up card): the spec's defaults until a service is saved. The API key and SMTP
 * password are never answered, only whether one is stored.
 */
export const emailSettingsView = emailSettingsSummary.extend({
  provider: z.enum(EMAIL_SERVICE_PROVIDERS),
  fromEmail: z.string().nullable(),
  fromName: z.string().nullable(),
  smtpHost: z.string().nullable(),
  smtpPort: z.number().nullable(),
  smtpUsername: z.string().nullable(),
  smtpSecurity: z.enum(EMAIL_SERVICE_SECURITY).nullable(),
  apiKeySet: z.boolean(),
  smtpPasswordSet: z.boolean(),
});
export type EmailSettingsView = z.infer<typeof emailSettingsView>;

/**
 * PUT /api/settings/email: the service and what it needs. An API key or SMTP password left out is
 * kept; warm-up and daily limit left out keep their current values.
 */
export const putEmailSettingsBody = z.object({
  provider: z.enum(EMAIL_SERVICE_PROVIDERS, { error: `provider must be one of ${EMAIL_SERVICE_PROVIDERS.join(', ')}` }),
  fromEmail: shortText('fromEmail').nullable().optional(),
  fromName: shortText('fromName').nullable().optional(),
  apiKey: secret('apiKey').optional(),
  smtpHost: shortText('smtpHost').nullable().optional(),
  smtpPort: z.number({ error: 'smtpPort must be a number' }).int('smtpPort must be a whole number').nullable().optional(),
  smtpUsername: shortText('smtpUsername').nullable().optional(),
  smtpSecurity: z.enum(EMAIL_SERVICE_SECURITY, { error: `smtpSecurity must be one of ${EMAIL_SERVICE_SECURITY.join(', ')}` }).nullable().optional(),
  smtpPassword: secret('smtpPassword').optional(),
  warmupEnabled: z.boolean({ error: 'warmupEnabled must be true or false' }).optional(),
  dailyLimit: z.number({ error: 'dailyLimit must be a number' }).int('dailyLimit must be a whole number').optional(),
});
export type PutEmailSettingsBody = z.infer<typeof putEmailSettingsBody>;

/** PUT and DELETE /api/settings/email answer the settings as they now are. */
export const emailSettingsSaved = accepted(emailSettingsView.extend({ success: z.literal(true) }));

/** POST /api/settings/email/test: the saved service tried as a send would, in the server's own words. */
export const emailConnectionTest = z.object({ connected: z.boolean(), message: z.string() });
