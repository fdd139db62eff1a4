import type { EmailServiceProvider } from './emailSettingsTypes.ts';

/** The spec's e-mail service choices, in the order the form offers them. */
export const EMAIL_SERVICE_OPTIONS: readonly { value: EmailServiceProvider; label: string }[] = [
  { value: 'sendgrid', label: 'SendGrid' },
  { value: 'mailgun', label: 'Mailgun' },
  { value: 'ses', label: 'Amazon SES' },
  { value: 'outlook', label: 'Outlook (Microsoft 365)' },
  { value: 'gmail', label: 'Gmail (Google Workspace)' },
  { value: 'smtp', label: 'SMTP' },
];

export function serviceLabel(provider: EmailServiceProvider): string {
  return EMAIL_SERVICE_OPTIONS.find((option) => option.value === provider)?.label ?? provider;
}

/** Services that sign in with an API key. */
export function usesApiKey(provider: EmailServiceProvider): boolean {
  return provider === 'sendgrid' || provider === 'mailgun' || provider === 'ses';
}

/** Outlook and Gmail send through the mailbox connected on the Microsoft 365 or Google Workspace card. */
export function connectionCardOf(provider: EmailServiceProvider): 'Microsoft 365' | 'Google Workspace' | null {
  if (provider === 'outlook') return 'Microsoft 365';
  if (provider === 'gmail') return 'Google Workspace';
  return null;
}

export const CONNECTION_FAILED_MESSAGE = 'Unable to connect to email service';

/** 'Unable to connect to email service', with the server's reason when it gave one. */
export function connectionFailureText(reason: string | null | undefined): string {
  const detail = reason?.trim();
  return detail ? `${CONNECTION_FAILED_MESSAGE}: ${detail}` : CONNECTION_FAILED_MESSAGE;
}
