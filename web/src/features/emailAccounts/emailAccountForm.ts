import type { AddEmailAccountInput, EmailAccount, EmailProvider, SmtpSecurity, UpdateEmailAccountInput } from './emailAccountTypes.ts';

/** The spec's account defaults: 2,500 a day once warmed up, warm-up on. */
export const DEFAULT_DAILY_LIMIT = 2500;
export const DAILY_LIMIT_MAX = 100_000;
export const PORT_MAX = 65_535;
export const DEFAULT_SMTP_PORT = 587;
/** IMAP over TLS. */
export const DEFAULT_IMAP_PORT = 993;
export const MISSING_INFORMATION = { title: 'Missing Information', description: 'Please fill in all required fields' } as const;
/** Nothing is missing, but a value is not of the right form (an e-mail address, a number out of range). */
export const INVALID_INFORMATION = { title: 'Invalid Information', description: 'Please correct the highlighted fields.' } as const;

/** What the account form holds. The password and API key are empty unless typed: stored ones are never shown. */
export interface EmailAccountFormValues {
  name: string;
  provider: EmailProvider;
  fromName: string;
  fromEmail: string;
  smtpHost: string;
  smtpPort: number | null;
  smtpUsername: string;
  smtpPassword: string;
  smtpSecurity: SmtpSecurity;
  /** Where replies are read; empty: they are not. */
  imapHost: string;
  imapPort: number | null;
  apiKey: string;
  signature: string;
  isActive: boolean;
  dailyLimit: number | null;
  warmupEnabled: boolean;
  isPrimary: boolean;
}

export type RequiredField = 'name' | 'fromName' | 'fromEmail' | 'smtpHost' | 'smtpPort' | 'smtpUsername' | 'smtpPassword' | 'apiKey' | 'dailyLimit';

/** The number fields: each is a whole number from 1 to its maximum. */
export type NumberField = 'smtpPort' | 'imapPort' | 'dailyLimit';

/** A new account: SMTP on port 587 with STARTTLS, active, warm-up on, 2,500 a day. */
export function newAccountValues(): EmailAccountFormValues {
  return {
    name: '',
    provider: 'smtp',
    fromName: '',
    fromEmail: '',
    smtpHost: '',
    smtpPort: DEFAULT_SMTP_PORT,
    smtpUsername: '',
    smtpPassword: '',
    smtpSecurity: 'starttls',
    imapHost: '',
    imapPort: DEFAULT_IMAP_PORT,
    apiKey: '',
    signature: '',
    isActive: true,
    dailyLimit: DEFAULT_DAILY_LIMIT,
    warmupEnabled: true,
    isPrimary: false,
  };
}

/** An account's values for editing; the stored password or API key stays on the server. */
export function accountFormValues(account: EmailAccount): EmailAccountFormValues {
  return {
    name: account.name,
    provider: account.provider,
    fromName: account.fromName,
    fromEmail: account.fromEmail,
    smtpHost: account.smtpHost ?? '',
    smtpPort: account.smtpPort ?? DEFAULT_SMTP_PORT,
    smtpUsername: account.smtpUsername ?? '',
    smtpPassword: '',
    smtpSecurity: account.smtpSecurity ?? 'starttls',
    imapHost: account.imapHost ?? '',
    imapPort: account.imapPort ?? DEFAULT_IMAP_PORT,
    apiKey: '',
    signature: account.signature ?? '',
    isActive: account.isActive,
    dailyLimit: account.dailyLimit,
    warmupEnabled: account.warmupEnabled,
    isPrimary: account.isPrimary,
  };
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * The required fields left empty: name, from name, from e-mail and daily limit always (but the
 * from e-mail of an account added by signing in, which the sign-in tells); an SMTP account's host,
 * port and username, and its password unless one is stored; a SendGrid account's API key unless
 * one is stored.
 */
export function missingFields(values: EmailAccountFormValues, secretStored: boolean, addingBySignIn = false): RequiredField[] {
  const missing: RequiredField[] = [];
  if (blank(values.name)) missing.push('name');
  if (blank(values.fromName)) missing.push('fromName');
  if (blank(values.fromEmail) && !addingBySignIn) missing.push('fromEmail');
  if (values.provider === 'smtp') {
    if (blank(values.smtpHost)) missing.push('smtpHost');
    if (values.smtpPort === null || values.smtpPort === undefined) missing.push('smtpPort');
    if (blank(values.smtpUsername)) missing.push('smtpUsername');
    if (!secretStored && blank(values.smtpPassword)) missing.push('smtpPassword');
  }
  if (values.provider === 'sendgrid' && !secretStored && blank(values.apiKey)) missing.push('apiKey');
  if (values.dailyLimit === null || values.dailyLimit === undefined) missing.push('dailyLimit');
  return missing;
}

/**
 * Whether a typed number is out of its field's range or not whole. Such a value is refused, never
 * rounded or clamped to one the user did not type; an empty field is the required check's to tell.
 */
export function outOfRange(field: NumberField, value: number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return !Number.isInteger(value) || value < 1 || value > NUMBER_RANGES[field].max;
}

/**
 * The toast of a save the form refused: 'Missing Information' when a required field is empty,
 * else 'Invalid Information' (a value of the wrong form: an e-mail address, a number out of range).
 */
export function refusedSaveToast(values: EmailAccountFormValues, secretStored: boolean, addingBySignIn = false) {
  return missingFields(values, secretStored, addingBySignIn).length > 0 ? MISSING_INFORMATION : INVALID_INFORMATION;
}

/** The fields every provider shares, tidied as the server keeps them. */
function commonFields(values: EmailAccountFormValues) {
  return {
    name: values.name.trim(),
    fromName: values.fromName.trim(),
    fromEmail: values.fromEmail.trim(),
    signature: values.signature.trim() === '' ? null : values.signature,
    isActive: values.isActive,
    warmupEnabled: values.warmupEnabled,
    dailyLimit: values.dailyLimit ?? DEFAULT_DAILY_LIMIT,
    // An inactive account cannot be the primary.
    isPrimary: values.isPrimary && values.isActive,
  };
}

function smtpFields(values: EmailAccountFormValues) {
  return {
    smtpHost: values.smtpHost.trim(),
    smtpPort: values.smtpPort,
    smtpUsername: values.smtpUsername.trim(),
    smtpSecurity: values.smtpSecurity,
    // No IMAP host: replies are not read (the port goes with it).
    imapHost: values.imapHost.trim() === '' ? null : values.imapHost.trim(),
    imapPort: values.imapHost.trim() === '' ? null : (values.imapPort ?? DEFAULT_IMAP_PORT),
  };
}

/** A password or API key only when one was typed (an empty one keeps the stored secret). */
function secretField(values: EmailAccountFormValues): { smtpPassword: string } | { apiKey: string } | Record<string, never> {
  if (values.provider === 'smtp' && values.smtpPassword !== '') return { smtpPassword: values.smtpPassword };
  if (values.provider === 'sendgrid' && values.apiKey.trim() !== '') return { apiKey: values.apiKey.trim() };
  return {};
}

/** POST /api/email-accounts: the fields of the chosen provider only. */
export function addAccountBody(values: EmailAccountFormValues): AddEmailAccountInput {
  return {
    provider: values.provider,
    ...commonFields(values),
    ...(values.provider === 'smtp' ? smtpFields(values) : {}),
    ...secretField(values),
  };
}

/** PUT /api/email-accounts/{id}: the provider stays; the stored secret is kept unless a new one was typed. */
export function updateAccountBody(values: EmailAccountFormValues): UpdateEmailAccountInput {
  return {
    ...commonFields(values),
    ...(values.provider === 'smtp' ? smtpFields(values) : {}),
    ...secretField(values),
  };
}

/** Each required field's own message, shown under it (the toast says 'Missing Information'). */
export const REQUIRED_MESSAGES: Record<RequiredField, string> = {
  name: 'Account name is required',
  fromName: 'From name is required',
  fromEmail: 'From email is required',
  smtpHost: 'SMTP host is required',
  smtpPort: 'Port is required',
  smtpUsername: 'Username is required',
  smtpPassword: 'Password is required',
  apiKey: 'API key is required',
  dailyLimit: 'Daily limit is required',
};

/** Each number field's range, and what it says under the field outside it (the server's words for the ports). */
export const NUMBER_RANGES: Record<NumberField, { max: number; message: string }> = {
  smtpPort: { max: PORT_MAX, message: 'The SMTP port must be a number from 1 to 65535' },
  imapPort: { max: PORT_MAX, message: 'The IMAP port must be a number from 1 to 65535' },
  dailyLimit: { max: DAILY_LIMIT_MAX, message: 'The daily limit must be a whole number from 1 to 100,000' },
};
