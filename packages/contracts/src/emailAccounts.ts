import { z } from 'zod';
import { accepted } from './answers.ts';

export const EMAIL_ACCOUNT_PROVIDERS = ['smtp', 'sendgrid', 'microsoft', 'google'] as const;
export const SMTP_SECURITY_CHOICES = ['starttls', 'tls', 'none'] as const;
const REQUIRED = 'Please fill in all required fields';
/** The spec's text for the account form, naming the blank field (`…: from name`). */
const required = (label: string) => `${REQUIRED}: ${label}`;

const shortText = (field: string) => z.string({ error: `${field} must be text` }).max(200, `${field} is too long (at most 200 characters)`);
/** A field the add form requires: left out or blank, the spec's text naming it. */
const requiredText = (field: string, label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required(label) : `${field} must be text`) })
    .max(200, `${field} is too long (at most 200 characters)`)
    .refine((v) => v.trim() !== '', required(label));
const secret = (field: string) => z.string({ error: `${field} must be text` }).max(2000, `${field} is too long`);

/** What a user sets on an account; the password or API key is only ever sent in, never answered. */
const accountFields = {
  name: shortText('name'),
  fromName: shortText('fromName'),
  fromEmail: shortText('fromEmail'),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  signature: z.string({ error: 'signature must be text' }).max(5000, 'signature is too long (at most 5000 characters)').nullable(),
  smtpHost: shortText('smtpHost').nullable(),
  smtpPort: z.number({ error: 'smtpPort must be a number' }).int('smtpPort must be a whole number').nullable(),
  smtpUsername: shortText('smtpUsername').nullable(),
  smtpSecurity: z.enum(SMTP_SECURITY_CHOICES, { error: `smtpSecurity must be one of ${SMTP_SECURITY_CHOICES.join(', ')}` }).nullable(),
  imapHost: shortText('imapHost').nullable(),
  imapPort: z.number({ error: 'imapPort must be a number' }).int('imapPort must be a whole number').nullable(),
  smtpPassword: secret('smtpPassword'),
  apiKey: secret('apiKey'),
  warmupEnabled: z.boolean({ error: 'warmupEnabled must be true or false' }),
  dailyLimit: z.number({ error: 'dailyLimit must be a number' }).int('dailyLimit must be a whole number'),
  isPrimary: z.boolean({ error: 'isPrimary must be true or false' }),
};

/** POST /api/email-accounts: name, provider, from name and from e-mail required; the rest as the provider needs. */
export const addEmailAccountBody = z.object({
  ...accountFields,
  name: requiredText('name', 'name'),
  fromName: requiredText('fromName', 'from name'),
  fromEmail: requiredText('fromEmail', 'from e-mail'),
  provider: z.enum(EMAIL_ACCOUNT_PROVIDERS, { error: `provider must be one of ${EMAIL_ACCOUNT_PROVIDERS.join(', ')}` }),
}).partial({ isActive: true, signature: true, smtpHost: true, smtpPort: true, smtpUsername: true, smtpSecurity: true, imapHost: true, imapPort: true, smtpPassword: true, apiKey: true, warmupEnabled: true, dailyLimit: true, isPrimary: true });
export type AddEmailAccountBody = z.infer<typeof addEmailAccountBody>;

/** PUT /api/email-accounts/{id}: the fields to change (a password or API key left out is kept). */
export const updateEmailAccountBody = z.object(accountFields).partial();
export type UpdateEmailAccountBody = z.infer<typeof updateEmailAccountBody>;

/** An account as Settings → Email Accounts shows it. `secretSet` says a password or API key is stored. */
export const emailAccountView = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.enum(EMAIL_ACCOUNT_PROVIDERS),
  fromName: z.string(),
  fromEmail: z.string(),
  isActive: z.boolean(),
  isPrimary: z.boolean(),
  signature: z.string().nullable(),
  smtpHost: z.string().nullable(),
  smtpPort: z.number().nullable(),
  smtpUsername: z.string().nullable(),
  smtpSecurity: z.enum(SMTP_SECURITY_CHOICES).nullable(),
  /** Where replies are read (SMTP accounts); null: they are not read. */
  imapHost: z.string().nullable(),
  imapPort: z.number().nullable(),
  secretSet: z.boolean(),
  warmupEnabled: z.boolean(),
  dailyLimit: z.number(),
  currentDailyLimit: z.number(),
  warmupDay: z.number(),
  lastTest: z.object({ success: z.boolean(), message: z.string(), testedAt: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmailAccountView = z.infer<typeof emailAccountView>;

/** GET /api/email-accounts: primary first, then by provider and name. */
export const emailAccountList = z.array(emailAccountView).readonly();
/** POST and PUT answer the account as it now is. */
export const acceptedEmailAccount = accepted(emailAccountView);
export const emailAccountDeleted = accepted(z.object({ deleted: z.literal(true) }));
/** POST /api/email-accounts/{id}/test: the server's own words, shown to the user. */
export const emailAccountTest = accepted(z.object({ success: z.boolean(), message: z.string() }));
